// The frame shared by the three dashboards: a top link to the dashboard, 'Return to videos' and 'Sign out'.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { useSignOut } from '#web/features/auth';
import { errorMessage } from '#web/lib/api-client';
import { pageTitle } from '#web/lib/site';

type DashboardShellProps = {
  /** 'Parent Dashboard', 'Creator Studio' or 'Dashboard': the top link and the page's h1. */
  title: string;
  home: string;
  intro?: ReactNode;
  children: ReactNode;
};

export function DashboardShell({ title, home, intro, children }: DashboardShellProps) {
  const { t } = useTranslation('dashboards');
  const signOut = useSignOut();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-8">
      <title>{pageTitle(title)}</title>
      <nav
        aria-label={t('shell.navLabel')}
        className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 py-3"
      >
        <Link to={home} className="rounded-xl text-base font-extrabold text-teal-800 hover:text-teal-950">
          {title}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/feed" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('shell.returnToVideos')}
          </Link>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending || signOut.isSuccess}
          >
            {signOut.isPending ? <Spinner className="size-4" /> : null}
            {t('shell.signOut')}
          </Button>
        </div>
      </nav>
      {signOut.isError ? (
        <div className="mt-3">
          <ErrorBanner>{errorMessage(signOut.error)}</ErrorBanner>
        </div>
      ) : null}
      <header className="pt-6 pb-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
        {intro ? <div className="mt-1 text-base text-stone-700">{intro}</div> : null}
      </header>
      <div className="space-y-5">{children}</div>
    </div>
  );
}

export function DashboardCard({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-3 text-base text-stone-700">{children}</div>
    </section>
  );
}
