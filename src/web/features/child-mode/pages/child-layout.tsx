// The locked child area: Videos, Games and Learn (the Tutor), an exit for parents, heartbeats for screen time. Without a
// child session the device goes to the parent dashboard (spec); a device still in child mode whose session
// ended (idle, or ended by the parent) stays locked until a parent answers the exit question.
// It is the /child route's element, so it lives in pages/ and app/router loads it lazily like a page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { ChildAvatarPicture } from '#web/components/child-avatar';
import { LearnArt } from '#web/components/drawing-parts';
import { MoonLogo } from '#web/components/icons';
import { Modal } from '#web/components/modal';
import { RoutedPage } from '#web/components/routed-page';
import { LoadingState } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useChildLocale } from '#web/lib/i18n/use-child-locale';
import { pageTitle, SiteNameSync, useSiteName } from '#web/lib/site';
import { useChildSession } from '../api/get-child-session';
import { GamesArt, NightTimeArt, VideosArt } from '../components/child-art';
import { ExitGate } from '../components/exit-gate';
import { LockIcon } from '../components/lock-icon';
import { ParentSeesIcon } from '../components/parent-sees-icon';
import { ScreenTimeMoon } from '../components/screen-time-moon';
import { TimeWarning, useTimeNotice } from '../components/time-warning';
import { readChildSession } from '../lib/child-session-storage';
import { useGamePlaying } from '../lib/game-play-state';
import { PARENT_SEES_PATH } from '../lib/parent-sees-path';
import { useHeartbeat } from '../lib/use-heartbeat';

const TABS = [
  { key: 'videos', to: '/child/feed', art: VideosArt, alsoActiveUnder: '/child/video/' },
  { key: 'games', to: '/child/games', art: GamesArt, alsoActiveUnder: '/child/games/' },
  { key: 'learn', to: '/child/learn', art: LearnArt, alsoActiveUnder: '/child/learn/' },
] as const;

function noSessionTarget(pathname: string): string {
  return pathname.startsWith('/child/feed') || pathname.startsWith('/child/video')
    ? '/dashboard/parent'
    : '/dashboard/parent/children';
}

function ChildModeEnded() {
  const { t } = useTranslation('child-mode');
  return (
    <main id="main" className="min-h-dvh bg-linear-to-b from-teal-50 to-amber-50 px-4 py-10">
      <title>{pageTitle(t('ended.title'))}</title>
      <div className="mx-auto max-w-md rounded-[2rem] bg-white p-6 shadow-md shadow-teal-900/10 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <NightTimeArt className="size-32" />
          <h1 className="mt-4 text-3xl font-extrabold text-teal-950">{t('ended.title')}</h1>
          <p className="mt-2 text-xl text-stone-700">{t('ended.body')}</p>
        </div>
        <div className="mt-6">
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
  // The language the parent chose for this child, while the child area is shown.
  useChildLocale(session.data?.child.interfaceLanguage);
  const notice = useTimeNotice(session.data);

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
  // What the parent can see stays readable on a used-up day (its sign is on the time-up screen's header too).
  if (session.data.status === 'timed_out' && pathname !== '/child/time-up' && pathname !== PARENT_SEES_PATH) {
    return <Navigate to="/child/time-up" replace />;
  }
  // While a video finishes within the grace the session is active but closed: the time-up screen stays.
  if (active && session.data.time.kind === 'open' && pathname === '/child/time-up') {
    return <Navigate to="/child/feed" replace />;
  }

  const { screenTime } = session.data;
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-teal-50 via-amber-50/70 to-amber-50">
      <SiteNameSync />
      <header className="bg-teal-900 text-white shadow-md shadow-teal-950/20">
        <div className="mx-auto flex min-h-20 max-w-6xl items-center justify-between gap-2 px-3 sm:px-5">
          <Link
            to="/child/feed"
            aria-label={siteName}
            className="flex min-h-16 items-center gap-2 rounded-2xl text-xl font-extrabold text-amber-100"
          >
            <MoonLogo className="size-10 sm:size-12" />
            <span aria-hidden="true" className="hidden sm:inline">
              {siteName}
            </span>
          </Link>
          <span className="flex items-center gap-2 text-xl font-bold text-teal-50">
            <ChildAvatarPicture
              avatar={session.data.child.avatar}
              name={session.data.child.name}
              className="size-10 ring-2 ring-amber-200 sm:size-12"
            />
            <span className="hidden lg:inline">
              {t('layout.greeting', { name: session.data.child.name })}
            </span>
          </span>
          {/* On a 360px phone the logo, the picture, the sign, the moon and the exit button share one row. */}
          <div className="flex items-center gap-1.5 sm:gap-3">
            <Link
              to={PARENT_SEES_PATH}
              aria-label={t('parentSees.sign')}
              title={t('parentSees.sign')}
              aria-current={pathname === PARENT_SEES_PATH ? 'page' : undefined}
              className="inline-flex size-12 items-center justify-center rounded-full border-2 border-teal-600 text-amber-100 hover:bg-teal-800"
            >
              <ParentSeesIcon className="size-7" />
            </Link>
            {session.data.status === 'active' && screenTime.remainingSeconds !== null ? (
              <ScreenTimeMoon
                limitMinutes={screenTime.limitMinutes}
                remainingSeconds={screenTime.remainingSeconds}
              />
            ) : null}
            <button
              type="button"
              onClick={() => setExitOpen(true)}
              className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-teal-600 px-3 text-lg font-bold text-teal-50 hover:bg-teal-800 sm:px-4"
            >
              <LockIcon />
              <span className="sr-only sm:not-sr-only">{t('exitChildMode')}</span>
            </button>
          </div>
        </div>
      </header>
      <TimeWarning notice={notice} />
      <main id="main" className="flex-1 pb-36">
        <RoutedPage>
          <Outlet />
        </RoutedPage>
      </main>
      <nav
        aria-label={t('layout.nav')}
        className="fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <ul className="mx-auto grid max-w-lg grid-cols-3 gap-2 rounded-[2rem] bg-white/95 p-2 shadow-lg shadow-teal-900/15 ring-1 ring-teal-100 backdrop-blur">
          {TABS.map(({ key, to, art: Art, alsoActiveUnder }) => {
            const current = pathname === to || pathname.startsWith(alsoActiveUnder);
            return (
              <li key={key}>
                <NavLink
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-18 min-w-0 flex-col items-center justify-center gap-1 rounded-[1.5rem] px-1 py-1 text-center text-lg font-extrabold leading-tight transition-colors sm:flex-row sm:gap-2.5 sm:px-2 sm:text-xl ${
                    current ? 'bg-teal-800 text-white shadow-inner' : 'text-teal-900 hover:bg-teal-50'
                  }`}
                >
                  <Art className="size-10 shrink-0" />
                  <span className="min-w-0 break-words">{t(`layout.tabs.${key}`)}</span>
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
