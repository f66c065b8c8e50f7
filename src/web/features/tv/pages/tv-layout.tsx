// The TV shell: rendered instead of the ordinary app layout under /tv while TV mode is on. A header of
// six items (left/right and OK), the screen, a footer (the frame, keys and header are components/tv-frame, shared
// with the child's TV shell). A device in child mode is sent to its own TV screens (/tv/child).
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ChildModeLock } from '#web/features/child-mode';
import { TvFrame, TvHeader, useTvShellKeys } from '../components/tv-frame';
import { CHILD_TV_HOME, ordinaryPathFor } from '../lib/tv-rule';
import { useSwitchTo } from '../lib/use-switch';
import { useTvMode } from '../lib/use-tv-mode';

export const TV_SCREENS = ['home', 'videos', 'games', 'library', 'search', 'settings'] as const;
export type TvScreen = (typeof TV_SCREENS)[number];

const SCREEN_PATH: Record<TvScreen, string> = {
  home: '/tv',
  videos: '/tv/videos',
  games: '/tv/games',
  library: '/tv/library',
  search: '/tv/search',
  settings: '/tv/settings',
};

function screenOf(pathname: string): TvScreen | null {
  const [, , part = '', deeper = ''] = pathname.split('/');
  // A game or a video under a screen (/tv/games/snake) is a deeper screen: Back returns to where it was opened.
  if (deeper !== '') return null;
  if (part === '') return 'home';
  return (TV_SCREENS as readonly string[]).includes(part) ? (part as TvScreen) : null;
}

function TvMainHeader({ current }: { current: TvScreen | null }) {
  const { t } = useTranslation('tv');
  return (
    <TvHeader
      current={current}
      items={TV_SCREENS.map((screen) => ({ screen, path: SCREEN_PATH[screen], label: t(`nav.${screen}`) }))}
    />
  );
}

function TvShell() {
  const { pathname } = useLocation();
  const screen = screenOf(pathname);
  useTvShellKeys(screen, '/tv');
  return (
    <TvFrame header={screen === null ? null : <TvMainHeader current={screen} />}>
      <Outlet />
    </TvFrame>
  );
}

export function TvLayout() {
  const tv = useTvMode();
  const { pathname } = useLocation();
  useSwitchTo(tv === false ? ordinaryPathFor(pathname) : null);
  if (tv === false) return null;
  // Until the setting and the screen are known (the server knows neither; hydration draws what it drew), the
  // address asked for the TV: its shell is drawn, and a device that is not a TV leaves once the browser knows.
  // A device in child mode never sees the adult TV: its own TV screens while TV mode is on.
  return (
    <ChildModeLock to={CHILD_TV_HOME}>
      <TvShell />
    </ChildModeLock>
  );
}
