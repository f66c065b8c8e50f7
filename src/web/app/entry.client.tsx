// The browser's start: the texts the page carries (the locale the server drew it in, PageTexts), then the page is
// hydrated; each route's data comes with it (the loaders' answers, root.tsx PageQueries), so nothing is drawn twice
// and nothing is asked for before hydrating.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '#shared/locales';
import { PSEUDO_COOKIE } from '#shared/page-context';
import { readCookie } from '#web/lib/cookies';
import { startI18n } from '#web/lib/i18n/i18n';
import { readPageTexts } from '#web/lib/i18n/page-texts';
import { createQueryClient } from '#web/lib/query-client';
import { Providers } from './providers';

const queryClient = createQueryClient();
const language = document.documentElement.lang;
// Any other namespace loads when a component first asks for it (it suspends, and React keeps the server's HTML of
// that part until it is in).
void startI18n(
  isLocale(language) ? language : DEFAULT_LOCALE,
  readPageTexts(),
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
