// The frame shared by the dashboards and the pages built on them (family, studio, uploads, admin cards): the
// shared top bar, the page's heading, then its cards.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '#web/lib/site';
import { ShellTopBar } from './shell-top-bar';

type DashboardShellProps = {
  /** 'Parent Dashboard', 'Creator Studio' or 'Dashboard': the top link and the page's h1. */
  title: string;
  home: string;
  intro?: ReactNode;
  children: ReactNode;
};

export function DashboardShell({ title, home, intro, children }: DashboardShellProps) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="mx-auto max-w-5xl px-4 pb-8">
      <title>{pageTitle(title)}</title>
      <ShellTopBar home={home} label={title} navLabel={t('shell.navLabel')} />
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
