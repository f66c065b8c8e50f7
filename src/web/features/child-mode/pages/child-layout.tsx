// The locked child area: only Videos and Games, an exit for parents, heartbeats for screen time. Without a
// child session the device goes to the parent dashboard (spec); a device still in child mode whose session
// ended (idle, or ended by the parent) stays locked until a parent answers the exit question.
// It is the /child route's element, so it lives in pages/ and app/router loads it lazily like a page.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { GamesIcon, MoonLogo, VideosIcon } from '#web/components/icons';
import { Modal } from '#web/components/modal';
import { LoadingState } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useChildLocale } from '#web/lib/i18n/use-child-locale';
import { pageTitle, SiteNameSync, useSiteName } from '#web/lib/site';
import { useChildSession } from '../api/get-child-session';
import { ExitGate } from '../components/exit-gate';
import { readChildSession } from '../lib/child-session-storage';
import { useGamePlaying } from '../lib/game-play-state';
import { useHeartbeat } from '../lib/use-heartbeat';

const TABS = [
  { key: 'videos', to: '/child/feed', icon: VideosIcon, alsoActiveUnder: '/child/video/' },
  { key: 'games', to: '/child/games', icon: GamesIcon, alsoActiveUnder: '/child/games/' },
] as const;

function noSessionTarget(pathname: string): string {
  return pathname.startsWith('/child/feed') || pathname.startsWith('/child/video')
    ? '/dashboard/parent'
    : '/dashboard/parent/children';
}

function ChildModeEnded() {
  const { t } = useTranslation('child-mode');
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <title>{pageTitle(t('ended.title'))}</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-extrabold text-stone-900">{t('ended.title')}</h1>
        <p className="mt-2 text-stone-700">{t('ended.body')}</p>
        <div className="mt-5">
          <ExitGate />
        </div>
      </div>
    </main>
  );
}

export function ChildLayout() {
  const { t } = useTranslation('child-mode');
  const session = useChildSession();
  const { pathname } = useLocation();
  const [exitOpen, setExitOpen] = useState(false);
  const siteName = useSiteName();
  const active = session.data?.status === 'active';
  // While a game is played its frame sends the beats (naming the game); this one pauses meanwhile.
  const gamePlaying = useGamePlaying();
  useHeartbeat(active && gamePlaying === null, session.data?.heartbeatSeconds ?? 30);
  // The language the parent chose for this child, while the child area is shown (issue 12).
  useChildLocale(session.data?.child.interfaceLanguage);

  if (session.isPending) {
    return (
      <main id="main">
        <LoadingState />
      </main>
    );
  }
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 401) {
      if (readChildSession()) return <ChildModeEnded />;
      return <Navigate to={noSessionTarget(pathname)} replace />;
    }
    return (
      <main id="main" className="mx-auto max-w-md space-y-3 px-4 py-12">
        <ErrorBanner>{errorMessage(session.error)}</ErrorBanner>
        <Button variant="secondary" onClick={() => void session.refetch()}>
          {t('layout.tryAgain')}
        </Button>
      </main>
    );
  }
  if (session.data.status === 'timed_out' && pathname !== '/child/time-up') {
    return <Navigate to="/child/time-up" replace />;
  }
  if (active && pathname === '/child/time-up') return <Navigate to="/child/feed" replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-amber-50/40">
      <SiteNameSync />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
          <Link
            to="/child/feed"
            className="flex items-center gap-2 rounded-xl text-base font-extrabold text-teal-800 sm:text-lg"
          >
            <MoonLogo className="size-8 sm:size-9" />
            <span>{siteName}</span>
          </Link>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm font-semibold text-stone-700 sm:inline">
              {t('layout.greeting', { name: session.data.child.name })}
            </span>
            <Button variant="secondary" size="sm" onClick={() => setExitOpen(true)}>
              {t('exitChildMode')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1 pb-28">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label={t('layout.nav')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto grid max-w-sm grid-cols-2">
          {TABS.map(({ key, to, icon: Icon, alsoActiveUnder }) => {
            const current = pathname === to || pathname.startsWith(alsoActiveUnder);
            return (
              <li key={key}>
                <NavLink
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl text-sm font-bold ${
                    current ? 'text-teal-800' : 'text-stone-600 hover:text-stone-900'
                  }`}
                >
                  <span
                    className={`flex h-8 w-14 items-center justify-center rounded-full ${current ? 'bg-teal-100' : ''}`}
                  >
                    <Icon className="size-6" />
                  </span>
                  {t(`layout.tabs.${key}`)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <Modal open={exitOpen} title={t('exitChildMode')} onClose={() => setExitOpen(false)}>
        <ExitGate />
      </Modal>
    </div>
  );
}
