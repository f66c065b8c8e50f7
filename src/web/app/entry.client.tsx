// The browser's start: the server's answers go into the query cache and the namespaces its render used are fetched,
// then the page the server drew is hydrated — the first render is the server's, so nothing is drawn twice.
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '#shared/locales';
import { startI18n } from '#web/lib/i18n/i18n';
import { createQueryClient } from '#web/lib/query-client';
import { PageStateText, readPageState } from './page-state';
import { Providers } from './providers';

const { text, state } = readPageState();
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
const language = document.documentElement.lang;
void startI18n(
  isLocale(language) ? language : DEFAULT_LOCALE,
  state?.namespaces ?? ['common'],
  state?.pseudo === true,
).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <PageStateText value={text}>
          <Providers queryClient={queryClient} i18n={i18n}>
            <HydratedRouter />
          </Providers>
        </PageStateText>
      </StrictMode>,
    );
  });
});
