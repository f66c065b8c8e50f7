// The frame of every studio page: the dashboards shell and the studio's own navigation (My videos, Analytics,
// Messages with its unread count). Parents who submitted videos use the same pages; their home is My videos.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { DashboardShell } from '#web/components/dashboard-shell';
import { useMe } from '#web/lib/session';
import { useThreads } from '../api/studio-queries';

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('creator-studio');
  if (count <= 0) return null;
  return (
    <span className="ms-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('messages.unread', { count })}</span>
    </span>
  );
}

const TAB =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white';

export function StudioFrame({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('creator-studio');
  const { t: tDash } = useTranslation('dashboards');
  const me = useMe();
  const isCreator = me.data?.user.role === 'creator';
  const threads = useThreads();
  const unread = threads.data?.threads.reduce((sum, thread) => sum + thread.unread, 0) ?? 0;
  return (
    <DashboardShell
      title={tDash('creator.title')}
      home={isCreator ? '/dashboard/creator' : '/dashboard/creator/videos'}
      intro={intro}
    >
      <nav aria-label={t('nav.label')} className="flex flex-wrap gap-2">
        {isCreator ? (
          <NavLink to="/dashboard/creator" end className={TAB}>
            {t('nav.overview')}
          </NavLink>
        ) : null}
        <NavLink to="/dashboard/creator/videos" className={TAB}>
          {t('nav.videos')}
        </NavLink>
        <NavLink to="/dashboard/creator/analytics" className={TAB}>
          {t('nav.analytics')}
        </NavLink>
        <NavLink to="/dashboard/creator/messages" className={TAB}>
          {t('nav.messages')}
          <UnreadBadge count={unread} />
        </NavLink>
      </nav>
      {children}
    </DashboardShell>
  );
}
