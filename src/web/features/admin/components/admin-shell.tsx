// The admin area's frame: the dashboard shell plus the admin navigation (Dashboard, Upload Video, Users,
// Content, Settings) with the current entry highlighted.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { DashboardShell } from '#web/features/dashboards';

export const ADMIN_NAV = [
  { to: '/dashboard/admin', label: 'Dashboard', end: true },
  { to: '/dashboard/admin/upload', label: 'Upload Video', end: false },
  { to: '/dashboard/admin/users/all', label: 'Users', end: false },
  { to: '/dashboard/admin/content', label: 'Content', end: false },
  { to: '/dashboard/admin/settings', label: 'Settings', end: false },
] as const;

export function AdminNav() {
  return (
    <nav aria-label="Admin" className="-mx-1 overflow-x-auto">
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
              {item.label}
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
  return (
    <DashboardShell title="Dashboard" home="/dashboard/admin" intro={<AdminNav />}>
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
