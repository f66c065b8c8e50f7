// React Router's framework mode (decision 030-w): every page is a route module under src/web/app, rendered on the
// server by the Hono app (src/server/http/web-pages.ts) and hydrated in the browser.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web/app',
  buildDirectory: 'dist/web',
  ssr: true,
} satisfies Config;
