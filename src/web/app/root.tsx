// The document every page is drawn in, on the server and in the browser: <html lang dir> in the request's locale,
// that locale's font, the styles, and the framework's scripts; #root carries data-ready once the page is hydrated.

import nastaliqUrdu from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import naskhArabic from '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url';
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import { useContext, useEffect } from 'react';
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_LOCALE, directionOf, type Locale } from '#shared/locales';
import { loadErrorTexts } from '#web/lib/i18n/i18n';
import styles from '../styles.css?url';
import './load-context';
import { PAGE_STATE_ID, PageStateText } from './page-state';
import { RootErrorBoundary } from './route-error-boundary';

export function loader({ context }: LoaderFunctionArgs) {
  return { locale: context.locale, nonce: context.nonce };
}

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'stylesheet', href: styles },
];

/** The face the locale's text is set in, fetched with the page rather than once the styles are read. */
function fontFor(locale: Locale): string {
  if (locale === 'ar') return naskhArabic;
  if (locale === 'ur') return nastaliqUrdu;
  return nunitoLatin;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const pageState = useContext(PageStateText);
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
        <link rel="preload" as="font" type="font/woff2" href={fontFor(locale)} crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON the server escaped (page-state.ts), never run. */}
        <script type="application/json" id={PAGE_STATE_ID} dangerouslySetInnerHTML={{ __html: pageState }} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/**
 * Once the page is hydrated: #root says so (the browser tests wait for it), then the error messages' translations,
 * which no first paint needs.
 */
function Hydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) root.dataset.ready = 'true';
    void loadErrorTexts();
  }, []);
  return null;
}

export default function App() {
  return (
    <>
      <Outlet />
      <Hydrated />
    </>
  );
}

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}
