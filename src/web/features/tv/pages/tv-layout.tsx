// The TV shell (issue 20): rendered instead of the ordinary app layout under /tv while TV mode is on. A header of
// six items (left/right and OK), the screen, a footer; 10-foot type, a 5 % safe area for overscan, arrow keys moved
// by Norigin's spatial navigation (RTL-aware), and Back (Escape, Backspace, remotes' 461/10009) going back.
import { init, setFocus, updateRtl } from '@noriginmedia/norigin-spatial-navigation';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { MoonLogo } from '#web/components/icons';
import { LoadingState } from '#web/components/spinner';
import { LiveSettingsEffects } from '#web/features/admin-settings';
import { ChildModeLock } from '#web/features/child-mode';
import { SiteNameSync, useSiteName } from '#web/lib/site';
import { TvFocusable, TvScreenContext } from '../components/tv-focusable';
import { TvSection } from '../components/tv-section';
import { isBackKey } from '../lib/back-keys';
import { ordinaryPathFor } from '../lib/tv-rule';
import { useTvMode } from '../lib/use-tv-mode';

let started = false;

function startSpatialNavigation(rtl: boolean) {
  if (started) return;
  started = true;
  // DOM focus follows the spatial focus, so screen readers and :focus-visible agree with what the ring shows.
  init({ shouldFocusDOMNode: true, domNodeFocusOptions: { preventScroll: true }, rtl });
}

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
  const part = pathname.split('/')[2] ?? '';
  if (part === '') return 'home';
  return (TV_SCREENS as readonly string[]).includes(part) ? (part as TvScreen) : null;
}

function TvHeader({ current }: { current: TvScreen | null }) {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  const siteName = useSiteName();
  return (
    <header className="flex items-center gap-10">
      <span className="flex shrink-0 items-center gap-3 text-4xl font-extrabold text-amber-300">
        <MoonLogo className="size-14" />
        <span>{siteName}</span>
      </span>
      <TvScreenContext.Provider value="header">
        <TvSection as="nav" focusKey="tv-header" label={t('nav.label')} className="flex-1">
          <ul className="flex flex-wrap items-center gap-4">
            {TV_SCREENS.map((screen) => (
              <li key={screen}>
                <TvFocusable
                  focusKey={`nav-${screen}`}
                  onPress={() => navigate(SCREEN_PATH[screen])}
                  className={`rounded-full px-8 py-3 text-3xl font-bold ${
                    current === screen ? 'bg-amber-300 text-teal-950' : 'bg-teal-900 text-white'
                  }`}
                >
                  <span aria-current={current === screen ? 'page' : undefined}>{t(`nav.${screen}`)}</span>
                </TvFocusable>
              </li>
            ))}
          </ul>
        </TvSection>
      </TvScreenContext.Provider>
    </header>
  );
}

function useBackKey(pathname: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isBackKey(event)) return;
      event.preventDefault();
      const screen = screenOf(pathname);
      // Deeper screens (the player, a game) go back where they were opened from; a top screen goes Home.
      if (screen === null) {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate('/tv');
      } else if (screen !== 'home') navigate('/tv');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, pathname]);
}

function TvShell() {
  const { t, i18n } = useTranslation('tv');
  const { pathname } = useLocation();
  const screen = screenOf(pathname);
  const fullScreen = screen === null;
  const rtl = i18n.dir() === 'rtl';
  startSpatialNavigation(rtl);
  // Arabic and Urdu: the header and rows run right to left, and left/right follow what the eye sees.
  useEffect(() => updateRtl(rtl), [rtl]);
  useBackKey(pathname);
  useEffect(() => {
    // Focus is never lost: whatever unmounts, something on screen is focused again.
    const onFocusOut = () =>
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) setFocus('nav-home');
      }, 50);
    window.addEventListener('focusout', onFocusOut);
    return () => window.removeEventListener('focusout', onFocusOut);
  }, []);
  return (
    <div
      data-tv-shell
      className="flex min-h-dvh flex-col gap-10 bg-gradient-to-b from-teal-950 to-stone-950 px-[5vw] py-[5vh] text-2xl text-white"
    >
      <SiteNameSync />
      {fullScreen ? null : <TvHeader current={screen} />}
      <main className="flex-1">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {fullScreen ? null : (
        <footer className="flex flex-wrap items-center justify-between gap-6 border-t border-white/15 pt-6 text-2xl text-teal-100">
          <p>{t('footer.hint')}</p>
          <p>{t('footer.safe')}</p>
        </footer>
      )}
      <LiveSettingsEffects />
    </div>
  );
}

export function TvLayout() {
  const tv = useTvMode();
  const { pathname } = useLocation();
  if (tv === false) return <Navigate to={ordinaryPathFor(pathname)} replace />;
  return <ChildModeLock>{tv === undefined ? <LoadingState /> : <TvShell />}</ChildModeLock>;
}
