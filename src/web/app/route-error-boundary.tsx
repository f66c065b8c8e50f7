// Error boundaries of the routes: a friendly page when rendering fails (including a page chunk that no longer exists
// after a deploy), cleared when the visitor goes to another page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { pageTitle } from '#web/lib/site';

function describeError(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return null;
}

/** Shown inside the app shell when a page fails, so navigation stays usable. */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const detail = describeError(error);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <title>{pageTitle(t('errorPage.documentTitle'))}</title>
      <IconBadge name="moon" tone="amber" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('errorPage.title')}</h1>
      <p className="mt-3 text-stone-700">{t('errorPage.body')}</p>
      {detail ? <p className="mt-2 text-sm text-stone-600">{t('errorPage.details', { detail })}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })} reloadDocument>
          {t('notes.backHome')}
        </Link>
      </div>
    </section>
  );
}

/** Shown instead of the whole app when the shell itself fails. */
export function RootErrorBoundary({ error }: { error: unknown }) {
  return (
    <main id="main" className="min-h-dvh bg-stone-50">
      <RouteErrorBoundary error={error} />
    </main>
  );
}
