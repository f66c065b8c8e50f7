// The document every page is drawn in, on the server and in the browser: <html lang dir> in the request's locale,
// that locale's fonts, the styles, and the framework's scripts; #root carries data-ready once the page is hydrated.

import nastaliqUrdu from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import naskhArabic from '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url';
import nunitoLatinExtended from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2?url';
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { preload } from 'react-dom';
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_LOCALE, directionOf, type Locale } from '#shared/locales';
import { CONSENT_COOKIE } from '#shared/outreach-messages';
import { frameIsHydrated } from '#web/components/routed-page';
import { siteQueryOptions } from '#web/features/auth';
import { meQueryOptions } from '#web/lib/session';
import styles from '#web/styles.css?url';
import './load-context';
import { PageTexts } from '#web/lib/i18n/page-texts';
import { mergePageData, prefetch } from './prefetch';
import { ConsentChosenBefore } from './request-facts';
import { RootErrorBoundary } from './route-error-boundary';

/** What every page shows: the caller's session and the site's name (the top bar), the locale, the cookie choice. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(meQueryOptions(api)),
      queryClient.prefetchQuery(siteQueryOptions(api)),
    ]),
  );
  const cookies = request.headers.get('cookie') ?? '';
  return {
    ...data,
    locale: context.locale,
    nonce: context.nonce,
    consentChosen: cookies.split(';').some((cookie) => cookie.trim() === `${CONSENT_COOKIE}=1`),
  };
}

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

/**
 * The faces the locale's first paint is set in, fetched with the page rather than once the styles are read, so the
 * text does not move when they arrive: Nunito's Latin file (the brand, the Latin text), its Latin Extended file for
 * Turkish's letters; Arabic's Naskh and Urdu's Nastaliq faces, whose lines the system's faces do not match
 * (decision 030-v).
 */
function fontsFor(locale: Locale): string[] {
  if (locale === 'ar') return [naskhArabic];
  if (locale === 'tr') return [nunitoLatin, nunitoLatinExtended];
  if (locale === 'ur') return [nunitoLatin, nastaliqUrdu];
  return [nunitoLatin];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? DEFAULT_LOCALE;
  // Asked for through React's preload, which puts a font ahead of the stylesheets and the scripts in the head: the face
  // is in before the first paint, which the styles no longer wait for the scripts to allow.
  for (const font of fontsFor(locale))
    preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="Qamar Kids: safe, halal videos, games and learning for Muslim children aged 3 to 12, reviewed before publishing."
        />
        <meta name="theme-color" content="#0f766e" />
        <meta name="color-scheme" content="light" />
        {/* A stylesheet with a precedence is one React places in the head before the scripts' preloads: the browser
            asks for the styles, which hold back the first paint, ahead of the many module files. */}
        <link rel="stylesheet" href={styles} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <PageTexts />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/** Once the page is hydrated: #root says so (the browser tests wait for it). */
function Hydrated() {
  useEffect(frameIsHydrated, []);
  return null;
}

/** The answers every matched route's loader brought (prefetch.ts), in the page's query client. */
function PageQueries({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const state = useMemo(() => mergePageData(matches.map((match) => match.loaderData)), [matches]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

export default function App() {
  const { consentChosen } = useLoaderData<typeof loader>();
  return (
    <PageQueries>
      <ConsentChosenBefore value={consentChosen}>
        <Outlet />
      </ConsentChosenBefore>
      <Hydrated />
    </PageQueries>
  );
}

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}
