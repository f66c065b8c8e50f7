// The browser's start: the texts of the locale the server drew the page in, then the page is hydrated; each route's
// data comes with it (the loaders' answers, root.tsx PageQueries), so nothing is drawn twice.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '#shared/locales';
import { PSEUDO_COOKIE } from '#shared/page-context';
import { readCookie } from '#web/lib/cookies';
import { startI18n } from '#web/lib/i18n/i18n';
import { pageNamespaces } from '#web/lib/i18n/namespaces';
import { createQueryClient } from '#web/lib/query-client';
import { Providers } from './providers';

declare global {
  interface Window {
    /** The matched routes' modules, which the framework's module script has imported before this entry runs. */
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

/**
 * The text namespaces the matched routes draw with (`handle`, pageNamespaces), the messages among them: a message the
 * server drew by its key (a refused form) reads the same when the page hydrates. Loaded before hydrating: a component
 * whose texts were still on their way would suspend, and its part of the server's HTML would stay inert (no
 * handlers) after the page says it is ready.
 */
function matchedNamespaces(): string[] {
  return pageNamespaces(
    Object.values(window.__reactRouterRouteModules ?? {}).map((module) => module?.handle),
  );
}

const queryClient = createQueryClient();
const language = document.documentElement.lang;
// Any other namespace loads when a component first asks for it (it suspends, and React keeps the server's HTML of
// that part until it is in).
void startI18n(
  isLocale(language) ? language : DEFAULT_LOCALE,
  matchedNamespaces(),
  readCookie(PSEUDO_COOKIE) === 'on',
).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <HydratedRouter />
        </Providers>
      </StrictMode>,
    );
  });
});
