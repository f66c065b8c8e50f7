// Serves the built SPA: hashed assets cached for a year (sent as the build's brotli or gzip copy when the browser
// accepts it: vite.config.ts precompress()), index.html never cached, client routes fall back to it;
// a missing file (anything under /assets/, or a path that names a file) is a 404, never the app page. The HTML
// names the chunks its first render needs (html-preloads.ts); a video page's HTML also carries its item, the child
// feed's its session and first page, and the landing page's its figures (drawn by the server, decision 028).
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ChildFeedBoot } from '#shared/child-mode';
import type { ContentDetail } from '#shared/feed.schema';
import type { HomeBoot } from '#shared/site.schema';
import { type AppEnv, requestLog } from './app-env';
import {
  CHILD_FEED_PAGE,
  createHtmlSource,
  hasSessionCookie,
  inAppLayout,
  prerenderedFor,
  videoPageId,
} from './html-preloads';

export type StaticFilesOptions = {
  /** The item a /video/:id page shows, as GET /api/content/:id answers this request, or null (the feed feature). */
  videoPageContent?: (c: Context<AppEnv>, id: string) => Promise<ContentDetail | null>;
  /** The child's session and first feed page for /child/feed, as the API answers this request, or null (child-mode). */
  childFeedBoot?: (c: Context<AppEnv>) => Promise<ChildFeedBoot | null>;
  /** What "/" shows from the API for this request (the site feature), for an anonymous visitor's drawn page. */
  homeBoot?: (c: Context<AppEnv>) => Promise<HomeBoot>;
};

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

export function mountStaticFiles(app: Hono<AppEnv>, webRoot: string, options: StaticFilesOptions = {}): void {
  const html = createHtmlSource(webRoot);
  const root = path.relative(process.cwd(), webRoot) || '.';
  const appPage = async (c: Context<AppEnv>) => {
    if (!html.exists()) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    // A video page carries its item (and our own video's player) for this visitor: the first render asks nothing.
    const videoId = videoPageId(c.req.path);
    // Without it (the database unreachable, say) the page is sent as any other and asks the API itself.
    const videoContent =
      videoId && inAppLayout(c.req.path) && options.videoPageContent
        ? await options.videoPageContent(c, videoId).catch((error: unknown) => {
            requestLog(c).warn({ err: error }, "a video page's item could not be read for its HTML");
            return null;
          })
        : null;
    // The child feed's first page, only for the page as it opens (a search or a later page asks the API).
    const childFeed =
      c.req.path === CHILD_FEED_PAGE && !new URL(c.req.url).search && options.childFeedBoot
        ? await options.childFeedBoot(c).catch((error: unknown) => {
            requestLog(c).warn({ err: error }, "the child feed's first page could not be read for its HTML");
            return null;
          })
        : null;
    const headers = { cookie: c.req.header('cookie'), acceptLanguage: c.req.header('accept-language') };
    // ... and drawn from it, as the app's first render will draw it: tiles on screen before any script has run.
    const childFeedMarkup = childFeed
      ? await html.childFeedMarkup(headers, childFeed).catch((error: unknown) => {
          requestLog(c).warn({ err: error }, 'the child feed could not be rendered for its HTML');
          return null;
        })
      : null;
    // The landing page for a visitor who is not signed in: drawn with its figures, read without the app's scripts
    // until they touch it (decision 028). Signed in, it is the build's page and the app draws their account at once.
    const home =
      c.req.path === '/' &&
      options.homeBoot &&
      !hasSessionCookie(headers.cookie) &&
      prerenderedFor('/', headers)
        ? await drawHome(c, headers, options.homeBoot)
        : null;
    // What this visitor may see is never kept by a shared cache.
    c.header('Cache-Control', videoContent || childFeed ? 'private, no-cache' : 'no-cache');
    // The preloads depend on the locale cookie and the browser's languages.
    c.header('Vary', 'Accept-Language, Cookie');
    return c.html(html.render(c.req.path, headers, { videoContent, childFeed, childFeedMarkup, home }));
  };
  /** "/" drawn with what the API answers this request; null (the build's page is sent) when either fails. */
  const drawHome = async (
    c: Context<AppEnv>,
    headers: { cookie?: string | undefined; acceptLanguage?: string | undefined },
    homeBoot: (c: Context<AppEnv>) => Promise<HomeBoot>,
  ): Promise<{ boot: HomeBoot; markup: string } | null> => {
    try {
      const boot = await homeBoot(c);
      const markup = await html.homeMarkup(headers, boot);
      return markup === null ? null : { boot, markup };
    } catch (error) {
      requestLog(c).warn({ err: error }, 'the landing page could not be drawn for its HTML');
      return null;
    }
  };
  app.use(
    '/assets/*',
    staticFiles(root, () => 'public, max-age=31536000, immutable', true),
  );
  // Every file under /assets/ is a build output; one that is not there is a stale or mistyped link.
  app.all('/assets/*', fileNotFound);
  // The build manifest is for the server, not for visitors.
  app.all('/.vite/*', fileNotFound);
  app.get('/', appPage);
  app.get('/index.html', appPage);
  app.use(
    '*',
    staticFiles(root, (filePath) => (filePath.endsWith('index.html') ? null : 'public, max-age=3600')),
  );
  app.get('*', async (c) => {
    if (FILE_LIKE.test(c.req.path)) return fileNotFound(c);
    return appPage(c);
  });
}
