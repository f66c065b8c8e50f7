// A plain frame for the front door's admin pages (the admin console's shell comes with its own issue).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle } from '#web/lib/site';

export function AdminFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('outreach');
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <title>{pageTitle(title)}</title>
      <Link
        to="/dashboard/admin"
        className="text-sm font-semibold text-teal-800 underline underline-offset-2"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('admin.back')}
      </Link>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
        <p className="mt-2 text-base text-stone-700">{intro}</p>
      </div>
      {children}
    </div>
  );
}

/** The dashboard's links to these pages. */
export function OutreachAdminLinks() {
  const { t } = useTranslation('outreach');
  const link =
    'inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100';
  return (
    <nav aria-label={t('admin.linksLabel')} className="flex flex-wrap gap-2">
      <Link to="/dashboard/admin/waitlist" className={link}>
        {t('admin.waitlist.title')}
      </Link>
      <Link to="/dashboard/admin/messages" className={link}>
        {t('admin.messages.title')}
      </Link>
    </nav>
  );
}
