// The child's TV shell (/tv/child): a device in child mode while TV mode is on. The same rules as
// the ordinary child area — the child's session, screen time counted by heartbeats (time up → the TV's time-up
// screen), the child's interface language, only what the server allows for this child — in the TV's 10-foot frame:
// Home, Videos, Games (when the parent allows them), Learn (the Tutor), Library and Search, and a way out for a parent only (the exit
// gate with an on-screen number pad). No settings a child could use to leave. TV mode turning off moves the child
// to the ordinary child page; a device not in child mode is sent to the family's TV.
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ChildAvatarPicture } from '#web/components/child-avatar';
import { LoadingState } from '#web/components/spinner';
import {
  isChildModeDevice,
  LockIcon,
  PARENT_SEES_PATH,
  ParentSeesIcon,
  ScreenTimeMoon,
  TimeWarning,
  useChildSession,
  useGamePlaying,
  useHeartbeat,
  useTimeNotice,
} from '#web/features/child-mode';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useChildLocale } from '#web/lib/i18n/use-child-locale';
import { useLessonOnScreen } from '#web/lib/lesson-on-screen';
import { TvChildNews, TvChildNewsContext, useChildNews } from '../components/tv-child-news';
import { TvExitGate, TvOpenExitGateContext } from '../components/tv-exit-gate';
import { TvFocusable } from '../components/tv-focusable';
import { TvFrame, TvHeader, useTvShellKeys } from '../components/tv-frame';
import { TvMessageScreen } from '../components/tv-message-screen';
import { TvWatchPathContext } from '../components/tv-video-card';
import { CHILD_TV_HOME, childWatchPath, ordinaryChildPathFor, TIME_UP_UNLOCK_KEY } from '../lib/tv-rule';
import { useSwitchTo } from '../lib/use-switch';
import { useTvMode } from '../lib/use-tv-mode';

const CHILD_SCREENS = ['home', 'videos', 'games', 'learn', 'library', 'search'] as const;
type ChildScreen = (typeof CHILD_SCREENS)[number];
const TIME_UP_PATH = `${CHILD_TV_HOME}/time-up`;
const PARENT_SEES_TV_PATH = `/tv${PARENT_SEES_PATH}`;

function screenPath(screen: ChildScreen): string {
  return screen === 'home' ? CHILD_TV_HOME : `${CHILD_TV_HOME}/${screen}`;
}

/** The top screen shown, or null on a deeper one (the player, a game); the time-up screen counts as home. */
function screenOf(pathname: string): ChildScreen | null {
  const [, , , part = '', deeper = ''] = pathname.split('/');
  // A game under Games (/tv/child/games/snake) is a deeper screen: Back returns to where it was opened.
  if (deeper !== '') return null;
  if (part === '' || part === 'time-up') return 'home';
  return (CHILD_SCREENS as readonly string[]).includes(part) ? (part as ChildScreen) : null;
}

/** The session ended (idle, or by the parent) while the device is still locked: only a parent can unlock it. */
function ChildTvEnded({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation('child-mode');
  return (
    <TvMessageScreen
      screen="child-ended"
      title={t('ended.title')}
      body={t('ended.body')}
      action={t('timeUp.parentUnlock')}
      actionKey="child-ended-unlock"
      onAction={onUnlock}
    />
  );
}

function ChildTvShell() {
  const { t } = useTranslation('tv');
  const { t: tc } = useTranslation('child-mode');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useChildSession();
  const screen = screenOf(pathname);
  const [exitOpen, setExitOpen] = useState(false);
  // A yes to more time, told on the time-up screen and shown again on the home screen it leaves for.
  const [news, tellNews] = useChildNews();
  const active = session.data?.status === 'active';
  // While a game is played its frame sends the beats (naming the game); the shell's beats pause meanwhile.
  const gamePlaying = useGamePlaying();
  const watching = /^\/tv\/child\/watch\/([^/]+)/.exec(pathname)?.[1];
  // A Tutor lesson being answered: its seconds are learning time too.
  const lessonId = useLessonOnScreen();
  const notice = useTimeNotice(session.data);
  useHeartbeat(active && gamePlaying === null, session.data?.heartbeatSeconds ?? 30, {
    subject: watching ? { contentId: watching } : lessonId ? { lessonId } : {},
    timeUpPath: TIME_UP_PATH,
  });
  // The language the parent chose for this child, as in the ordinary child area.
  useChildLocale(session.data?.child.interfaceLanguage);
  useTvShellKeys(exitOpen ? 'home' : screen, CHILD_TV_HOME);
  const openGate = useCallback(() => setExitOpen(true), []);
  const closeGate = useCallback(() => {
    setExitOpen(false);
    // Back where the gate was opened from.
    window.setTimeout(() => setFocus(pathname === TIME_UP_PATH ? TIME_UP_UNLOCK_KEY : 'nav-exit'), 0);
  }, [pathname]);

  if (session.isPending) {
    return (
      <TvFrame header={null}>
        <LoadingState />
      </TvFrame>
    );
  }
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 401) {
      // No child credential: a device not in child mode belongs on the family's TV; one still locked (the
      // session ended, idle or by the parent) waits for a parent.
      if (!isChildModeDevice()) return <Navigate to="/tv" replace />;
      return (
        <TvFrame header={null}>
          <ChildTvEnded onUnlock={openGate} />
          {exitOpen ? <TvExitGate onClose={closeGate} /> : null}
        </TvFrame>
      );
    }
    return (
      <TvFrame header={null}>
        <TvMessageScreen
          screen="child-error"
          title={tc('layout.tryAgain')}
          body={errorMessage(session.error)}
          alert
          action={tc('layout.tryAgain')}
          actionKey="child-retry"
          onAction={() => void session.refetch()}
        />
      </TvFrame>
    );
  }
  if (session.data.status === 'timed_out' && pathname !== TIME_UP_PATH && pathname !== PARENT_SEES_TV_PATH) {
    return <Navigate to={TIME_UP_PATH} replace />;
  }
  if (active && session.data.time.kind === 'open' && pathname === TIME_UP_PATH) {
    return <Navigate to={CHILD_TV_HOME} replace />;
  }

  const { child, screenTime } = session.data;
  const screens = CHILD_SCREENS.filter(
    (item) => (item !== 'games' || child.gamesEnabled) && (item !== 'search' || child.searchEnabled),
  );
  const header =
    screen === null || pathname === TIME_UP_PATH ? null : (
      <TvHeader
        brand="logo"
        current={screen}
        items={screens.map((item) => ({ screen: item, path: screenPath(item), label: t(`nav.${item}`) }))}
        end={
          <>
            <li className="ms-auto">
              <TvFocusable
                focusKey="nav-parent-sees"
                onPress={() => navigate(PARENT_SEES_TV_PATH)}
                className="flex size-16 items-center justify-center rounded-full border-4 border-teal-600 text-amber-100"
              >
                <ParentSeesIcon className="size-10" />
                <span className="sr-only">{tc('parentSees.sign')}</span>
              </TvFocusable>
            </li>
            <li aria-hidden="true" className="me-2">
              <ChildAvatarPicture avatar={child.avatar} name={child.name} className="size-16" />
            </li>
            {active && screenTime.remainingSeconds !== null ? (
              // The moon drawn for a phone, one size up for the far side of the room.
              <li className="me-4 scale-125">
                <ScreenTimeMoon
                  limitMinutes={screenTime.limitMinutes}
                  remainingSeconds={screenTime.remainingSeconds}
                />
              </li>
            ) : null}
            <li>
              <TvFocusable
                focusKey="nav-exit"
                onPress={openGate}
                className="flex items-center gap-3 rounded-full border-4 border-teal-600 px-5 py-2 text-2xl font-bold text-teal-50"
              >
                <LockIcon className="size-8" />
                {tc('exitChildMode')}
              </TvFocusable>
            </li>
          </>
        }
      />
    );
  return (
    <TvWatchPathContext.Provider value={childWatchPath}>
      <TvOpenExitGateContext.Provider value={openGate}>
        <TvChildNewsContext.Provider value={tellNews}>
          <TvFrame header={header} footerSafe={false}>
            <div data-tv-child className="contents">
              <TimeWarning notice={notice} />
              {/* The time-up screen says its own news; the screens with the header repeat it after it. */}
              <TvChildNews news={header ? news : null} />
              <Outlet />
            </div>
          </TvFrame>
          {exitOpen ? <TvExitGate onClose={closeGate} /> : null}
        </TvChildNewsContext.Provider>
      </TvOpenExitGateContext.Provider>
    </TvWatchPathContext.Provider>
  );
}

export function TvChildLayout() {
  const tv = useTvMode();
  const { pathname } = useLocation();
  // TV mode turned off (the setting, or a narrower window): the ordinary child page, never out of child mode.
  useSwitchTo(tv === false ? ordinaryChildPathFor(pathname) : null);
  if (tv === false) return null;
  // Until the setting and the screen are known (the server knows neither; hydration draws what it drew), the
  // address asked for the TV: its shell is drawn, and a device that is not a TV leaves once the browser knows.
  return <ChildTvShell />;
}
