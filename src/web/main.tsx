// Entry point: loads the interface language's texts and the first page's code together, then mounts the routes
// inside the app-wide providers.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '#web/app/providers';
import { AppRoutes, preloadPage } from '#web/app/router';
import { prefetchFeed } from '#web/features/feed';
import { prefetchContent } from '#web/features/video';
import { loadErrorTexts, startI18n } from '#web/lib/i18n/i18n';
import { createQueryClient } from '#web/lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = container;

/** Once the first page is committed: the error messages' translations, which no first paint needs. */
function AfterFirstPage() {
  useEffect(() => {
    void loadErrorTexts();
  }, []);
  return null;
}

const queryClient = createQueryClient();
// The first page's code (and /feed its data) is requested now, while the locale's texts load, and the first render
// waits for both: the static top bar of index.html stays until the page can show, with no loading screen between.
if (window.location.pathname === '/feed') prefetchFeed(queryClient, new URL(window.location.href));
prefetchContent(queryClient, window.location.pathname);
void Promise.allSettled([startI18n(), preloadPage(window.location.pathname)]).then(() => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          {/* Navigations are urgent updates, not transitions: a sign-out's navigation (flushSync) must leave a
            guarded page before the session is forgotten (features/auth sign-out.ts); a page still loading shows
            the layout's Loading state. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
          <AfterFirstPage />
        </Providers>
      </StrictMode>,
    );
  });
});
