// Serves the web build's browser files: hashed assets cached for a year (sent as the build's brotli or gzip copy when
// the browser accepts it: vite.config.ts precompress()), the other public files for an hour; a missing file
// (anything under /assets/, or a path that names a file) is a 404, never a page. Pages are web-pages.ts's.
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Paths that name a file rather than a page of the app: a miss is a 404, not index.html. */
const FILE_LIKE =
  /\.(?:js|mjs|cjs|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|mp4|webm|m3u8|ts|wasm)$/i;

const fileNotFound = (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
};

/**
 * serveStatic with a Cache-Control header on the files it finds. Its own `onFound` runs after the response is built,
 * so a header set there was lost (hashed assets went out with no caching at all): onFound notes the value for the
 * request and it is set on the response here.
 */
function staticFiles(
  root: string,
  cacheControl: (filePath: string) => string | null,
  precompressed = false,
): MiddlewareHandler<AppEnv> {
  const noted = new WeakMap<Request, string>();
  const serve = serveStatic<AppEnv>({
    root,
    precompressed,
    onFound: (filePath, c) => {
      const value = cacheControl(filePath);
      if (value) noted.set(c.req.raw, value);
    },
  });
  return async (c, next) => {
    const response = await serve(c, next);
    const value = noted.get(c.req.raw);
    if (response && value) response.headers.set('Cache-Control', value);
    return response;
  };
}

export function mountStaticFiles(app: Hono<AppEnv>, clientRoot: string): void {
  const root = path.relative(process.cwd(), clientRoot) || '.';
  app.use(
    '/assets/*',
    staticFiles(root, () => 'public, max-age=31536000, immutable', true),
  );
  // Every file under /assets/ is a build output; one that is not there is a stale or mistyped link.
  app.all('/assets/*', fileNotFound);
  // The build's own records are for the build, not for visitors.
  app.all('/.vite/*', fileNotFound);
  app.use(
    '*',
    staticFiles(root, () => 'public, max-age=3600'),
  );
  app.get('*', async (c, next) => {
    if (FILE_LIKE.test(c.req.path)) return fileNotFound(c);
    await next();
  });
}
