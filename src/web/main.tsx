// Entry point: loads the interface language's texts and the first page's code together, then mounts the routes
// inside the app-wide providers — or hydrates the page the server sent prerendered (prerender.tsx, decision 024).
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from '#web/app/app-root';
import { preloadFooter } from '#web/app/layouts/app-layout';
import { AppRoutes, preloadPage } from '#web/app/router';
import { seedChildFeed } from '#web/features/child-mode';
import { prefetchFeed } from '#web/features/feed';
import { dropBootPlayer, prefetchContent } from '#web/features/video';
import { detectLocale, loadErrorTexts, PSEUDO_STORAGE_KEY, startI18n } from '#web/lib/i18n/i18n';
import { readStorage } from '#web/lib/local-storage';
import { createQueryClient } from '#web/lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = container;

/**
 * Once the first page is committed: the HTML's video player goes (the page has taken it, or does not need it);
 * #root says the app has taken over (data-ready: public/boot.js lets forms submit from then on; the browser tests
 * wait for it); then the error messages' translations, which no first paint needs.
 */
function AfterFirstPage() {
  // In the commit that puts the page on screen: a video page's player from the HTML, if its page did not take it.
  useLayoutEffect(() => dropBootPlayer(), []);
  useEffect(() => {
    // Hydrated, the page's Suspense boundaries (the routed page, the footer) come in passes after this commit: ready
    // once nothing is left, when the browser is next idle (a second at most). What the visitor did before the app
    // took over is then done again (public/boot.js); a change of language before that would reach a part of the
    // page still being hydrated in the page's first language.
    // The error messages' translations come only then: they also translate the server's fallback names ("Unknown
    // creator" on the landing page's featured video), which the server's drawing has in English. Arriving while a
    // boundary was still hydrating, they made its text differ from the drawing (a hydration mismatch in Arabic and
    // Urdu); arriving after, they re-render the page in the visitor's language.
    const ready = () => {
      root.dataset.ready = 'true';
      void loadErrorTexts();
    };
    // Safari has no requestIdleCallback: a moment's wait instead.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(ready, { timeout: 1_000 });
    else setTimeout(ready, 50);
  }, []);
  return null;
}

const queryClient = createQueryClient();
// The first page's code (and /feed its data; a video page, the child feed and the landing page bring theirs in the
// HTML) is requested now, while the locale's texts load, and the first render
// waits for both: the static top bar of index.html stays until the page can show, with no loading screen between.
if (window.location.pathname === '/feed') prefetchFeed(queryClient, new URL(window.location.href));
prefetchContent(queryClient, window.location.pathname);
seedChildFeed(queryClient, window.location);
// The landing page's data from its HTML (drawn by the server, decision 028), through the site feature's chunk, which
// the landing page loads anyway (imported statically, it would pull the whole feature into this entry).
// Its footer is part of its first render: loaded before too (app-layout.tsx).
const homeSeeded =
  window.location.pathname === '/'
    ? Promise.all([
        import('#web/features/site').then((site) => site.seedHome(queryClient, window.location)),
        preloadFooter(),
      ])
    : undefined;
// A prerendered page (the server says so on #root) is hydrated when it is in the language this device would
// start in (the server went by the locale cookie or Accept-Language) and shows real texts (not the tests'
// pseudo-locale); otherwise it is rendered afresh, replacing the server's markup.
const locale = detectLocale();
const hydrate =
  root.dataset.prerendered === 'true' &&
  document.documentElement.lang === locale &&
  readStorage(PSEUDO_STORAGE_KEY) !== 'on';

const app = (
  <AppRoot
    queryClient={queryClient}
    router={
      // Navigations are urgent updates, not transitions: a sign-out's navigation (flushSync) must leave a guarded
      // page before the session is forgotten (features/auth sign-out.ts); a page still loading shows the layout's
      // Loading state.
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    }
    after={<AfterFirstPage />}
  />
);

void Promise.allSettled([startI18n(locale), preloadPage(window.location.pathname), homeSeeded]).then(() => {
  if (hydrate) {
    // As a transition, React hydrates in slices and the main thread stays free for the visitor's taps.
    startTransition(() => {
      hydrateRoot(root, app, {
        // React then renders the page afresh, so the visitor sees the right page either way; a warning (which the
        // browser tests fail on) rather than an error.
        onRecoverableError: (error) =>
          console.warn('The prerendered page did not match its first render:', error),
      });
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(app);
  });
});
