// The build's prerender (vite build --ssr; scripts/prerender.mjs writes the files): the public pages of
// PRERENDERED_PAGES rendered as the browser's first render would render them — same tree (AppRoot), the locale's
// first-load texts, no data yet (a query shows its loading state), the cookie banner as the consent cookie says.
// The server puts this markup in index.html's root and the browser hydrates it (main.tsx).
// The child feed and the landing page are rendered per request instead (renderChildFeed, decision 027; renderHome,
// decision 028): the server loads this module and hands it what the API answers for the request.
import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ChildFeedBoot } from '#shared/child-mode';
import type { Locale } from '#shared/locales';
import { CONSENT_COOKIE } from '#shared/outreach-messages';
import type { ConsentVariant } from '#shared/prerendered-pages';
import type { HomeBoot } from '#shared/site.schema';
import { AppRoot } from '#web/app/app-root';
import { AppRoutes, preloadPage } from '#web/app/router';
import { seedChildFeedData } from '#web/features/child-mode';
import { CookieConsentBanner } from '#web/features/outreach';
import { seedHomeData } from '#web/features/site';
import { setPrerenderCookies } from '#web/lib/cookies';
import { initI18n } from '#web/lib/i18n/i18n';
import { loadLocale } from '#web/lib/i18n/load-locale';
import { createQueryClient } from '#web/lib/query-client';

export { LOCALES } from '#shared/locales';
export {
  CONSENT_BANNER_FILE,
  CONSENT_VARIANTS,
  PRERENDERED_PAGES,
  prerenderedFileName,
} from '#shared/prerendered-pages';

/** The page at `pathname` as the browser's first render draws it with `queryClient`'s data, in one piece. */
async function renderRoute(pathname: string, queryClient: QueryClient): Promise<string> {
  await preloadPage(pathname);
  const { prelude } = await prerender(
    <AppRoot
      queryClient={queryClient}
      router={
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
    // One piece: React would otherwise send a large page as a placeholder plus a hidden copy moved into place by an
    // inline script, which the CSP forbids (and the browser's first render has the whole page at once too).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error(`${pathname} did not render in one piece`);
  return html;
}

/** The markup of `pathname` in `locale`, for a device that has made its cookie choice or not. */
export async function renderPage(pathname: string, locale: Locale, variant: ConsentVariant): Promise<string> {
  initI18n(locale, await loadLocale(locale, 'first'));
  setPrerenderCookies(variant === 'chosen' ? `${CONSENT_COOKIE}=1` : '');
  return renderRoute(pathname, createQueryClient());
}

/**
 * The cookie banner alone, in `locale`: the server puts it in the static frame of every other page of the app's
 * layout for a device that has not chosen, so it is on screen with the top bar before any script has run; the app's
 * first render draws the same banner in its place.
 */
export async function renderConsentBanner(locale: Locale): Promise<string> {
  initI18n(locale, await loadLocale(locale, 'first'));
  setPrerenderCookies('');
  const { prelude } = await prerender(
    <AppRoot
      queryClient={createQueryClient()}
      router={
        <StaticRouter location="/feed">
          <CookieConsentBanner />
        </StaticRouter>
      }
    />,
  );
  return new Response(prelude).text();
}

const CHILD_FEED_PATH = '/child/feed';

/** One render at a time: the i18n instance and the cookies a render reads are this module's, shared by every call. */
let queue: Promise<unknown> = Promise.resolve();

function queued(render: () => Promise<string>): Promise<string> {
  const result = queue.then(render);
  queue = result.catch(() => undefined);
  return result;
}

/** `pathname` drawn in `locale` with `seed`'s data in the query cache, the cookies a render reads being `cookies`. */
function renderWithData(
  pathname: string,
  locale: Locale,
  cookies: string,
  seed: (queryClient: QueryClient) => void,
): Promise<string> {
  return queued(async () => {
    initI18n(locale, await loadLocale(locale, 'first'));
    setPrerenderCookies(cookies);
    const queryClient = createQueryClient();
    seed(queryClient);
    try {
      return await renderRoute(pathname, queryClient);
    } finally {
      queryClient.clear();
    }
  });
}

/**
 * /child/feed as the browser's first render draws it for this request: the child's session and first page (`boot`,
 * which the page's HTML carries for main.tsx's seedChildFeed too) already in the query cache, in the device's
 * language `locale` (the app starts in it; the child's own language, if the parent set one, follows after). The
 * child area never shows the cookie banner; no cookie the tree reads changes this page.
 */
export function renderChildFeed(locale: Locale, boot: ChildFeedBoot): Promise<string> {
  return renderWithData(CHILD_FEED_PATH, locale, '', (queryClient) => seedChildFeedData(queryClient, boot));
}

/**
 * "/" as the browser's first render draws it for an anonymous visitor: the landing page's figures, featured video,
 * testimonials and footer (`boot`, which the HTML carries for main.tsx's seedHome too) already in the query cache,
 * with the cookie banner unless this device chose (`variant`).
 */
export function renderHome(locale: Locale, variant: ConsentVariant, boot: HomeBoot): Promise<string> {
  const cookies = variant === 'chosen' ? `${CONSENT_COOKIE}=1` : '';
  return renderWithData('/', locale, cookies, (queryClient) => seedHomeData(queryClient, boot));
}
