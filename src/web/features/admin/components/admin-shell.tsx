// The admin area's frame: the dashboard shell plus the admin navigation (Dashboard, Upload Video, Users,
// Content, Settings) with the current entry highlighted.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { DashboardShell } from '#web/features/dashboards';

export const ADMIN_NAV = [
  { to: '/dashboard/admin', labelKey: 'dashboard', end: true },
  { to: '/dashboard/admin/upload', labelKey: 'upload', end: false },
  { to: '/dashboard/admin/users/all', labelKey: 'users', end: false },
  { to: '/dashboard/admin/content', labelKey: 'content', end: false },
  { to: '/dashboard/admin/games', labelKey: 'games', end: false },
  { to: '/dashboard/admin/settings', labelKey: 'settings', end: false },
] as const;

export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1 py-1">
        {ADMIN_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
                  isActive ? 'bg-teal-700 text-white' : 'text-stone-800 hover:bg-stone-200'
                }`
              }
            >
              {t(`nav.${item.labelKey}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminShell({
  title,
  intro,
  children,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <DashboardShell title={t('shell.title')} home="/dashboard/admin" intro={<AdminNav />}>
      {title ? (
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-stone-900">{title}</h2>
          {intro ? <div className="mt-1 text-base text-stone-700">{intro}</div> : null}
        </div>
      ) : null}
      {children}
    </DashboardShell>
  );
}
