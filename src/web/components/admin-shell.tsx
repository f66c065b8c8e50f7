// The admin area's frame: a top bar, the admin navigation (Dashboard, Upload Video, Users, Content, Games,
// Settings) with the current entry highlighted, and the page's heading.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ShellTopBar } from '#web/components/shell-top-bar';
import { pageTitle } from '#web/lib/site';

export const ADMIN_NAV = [
  { to: '/dashboard/admin', labelKey: 'dashboard', end: true },
  { to: '/dashboard/admin/upload', labelKey: 'upload', end: false },
  // Highlighted on every user page (the list and each user's detail).
  { to: '/dashboard/admin/users/all', labelKey: 'users', end: false, section: '/dashboard/admin/users' },
  { to: '/dashboard/admin/content', labelKey: 'content', end: false },
  { to: '/dashboard/admin/games', labelKey: 'games', end: false },
  { to: '/dashboard/admin/site', labelKey: 'site', end: false },
  { to: '/dashboard/admin/settings', labelKey: 'settings', end: false },
] as const;

function isCurrent(item: (typeof ADMIN_NAV)[number], pathname: string): boolean {
  const base = 'section' in item ? item.section : item.to;
  return item.end ? pathname === base : pathname === base || pathname.startsWith(`${base}/`);
}

export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1 py-1">
        {ADMIN_NAV.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={isCurrent(item, pathname) ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
                isCurrent(item, pathname) ? 'bg-teal-700 text-white' : 'text-stone-800 hover:bg-stone-200'
              }`}
            >
              {t(`nav.${item.labelKey}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin area's frame: one top bar (the area's name, Return to videos, Sign out), the admin navigation, then the
 * page's own heading. Built here rather than on the dashboards shell, whose top link repeats the page title: the
 * admin area read "Dashboard" three times at its top.
 */
export function AdminShell({
  title,
  intro,
  children,
}: {
  /** The page's h1 (and document title); the dashboard's when absent. */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const heading = title ?? t('shell.title');
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8">
      <title>{pageTitle(heading)}</title>
      <ShellTopBar home="/dashboard/admin" label={t('shell.home')} />
      <div className="pt-3">
        <AdminNav />
      </div>
      <header className="pt-5 pb-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{heading}</h1>
        {intro ? <div className="mt-1 text-base text-stone-700">{intro}</div> : null}
      </header>
      <div className="space-y-5">{children}</div>
    </div>
  );
}
