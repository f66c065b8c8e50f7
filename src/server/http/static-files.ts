// Serves the built SPA: hashed assets cached for a year, index.html never cached, client routes fall back to it.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

export function mountStaticFiles(app: Hono<AppEnv>, webRoot: string): void {
  const indexPath = path.join(webRoot, 'index.html');
  const root = path.relative(process.cwd(), webRoot) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (filePath, c) => {
        if (!filePath.endsWith('index.html')) c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    if (!fs.existsSync(indexPath)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexPath, 'utf8'));
  });
}
