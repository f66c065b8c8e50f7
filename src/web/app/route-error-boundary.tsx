// Error boundaries of the routes: a friendly page when rendering fails (including a page chunk that no longer exists
// after a deploy), cleared when the visitor goes to another page.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { buttonClasses } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { messageText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';

function describeError(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return null;
}

type BoundaryProps = { resetKey: string; fallback: (error: unknown) => ReactNode; children: ReactNode };
type BoundaryState = { failed: { error: unknown; resetKey: string } | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error, resetKey: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    // The error belongs to the page it happened on: remember which, and forget it on the next page.
    if (state.failed.resetKey === '') return { failed: { ...state.failed, resetKey: props.resetKey } };
    return state.failed.resetKey === props.resetKey ? null : { failed: null };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.failed.error) : this.props.children;
  }
}

/** Catches what its routes throw while rendering and shows `fallback` instead, until the location changes. */
export function RoutingErrorBoundary(props: {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname} {...props} />;
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
          {messageText(MESSAGES.backToHome)}
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
