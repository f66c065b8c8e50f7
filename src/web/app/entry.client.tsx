// The browser's start: the texts of the locale the server drew the page in, then the page is hydrated; each route's
// data comes with it (the loaders' answers, root.tsx PageQueries), so nothing is drawn twice.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '#shared/locales';
import { PSEUDO_COOKIE } from '#shared/page-context';
import { readCookie } from '#web/lib/cookies';
import { startI18n } from '#web/lib/i18n/i18n';
import { createQueryClient } from '#web/lib/query-client';
import { Providers } from './providers';

type RouteModule = { handle?: { i18n?: readonly string[] } } | undefined;

/**
 * The namespaces the matched routes draw with (their `handle.i18n`), from the route modules the framework's inline
 * script imported before this entry. Loaded before hydrating: a part whose texts were still on their way would
 * suspend and stay server HTML that ignores clicks, after the page already said it was ready.
 */
function matchedNamespaces(): string[] {
  const modules = (window as { __reactRouterRouteModules?: Record<string, RouteModule> })
    .__reactRouterRouteModules;
  return Object.values(modules ?? {}).flatMap((module) => module?.handle?.i18n ?? []);
}

const queryClient = createQueryClient();
const language = document.documentElement.lang;
// The shell's and the page's texts before hydrating; any other namespace loads when a component first asks for it.
void startI18n(
  isLocale(language) ? language : DEFAULT_LOCALE,
  [...new Set(['common', ...matchedNamespaces()])],
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
