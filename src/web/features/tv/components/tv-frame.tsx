// The TV shells' common frame (the family's /tv and the child's /tv/child): a header of screens moved through with
// left/right and OK, the screen, a footer; 10-foot type, a 5 % safe area for overscan, arrow keys moved by Norigin's
// spatial navigation (RTL-aware), Back (Escape, Backspace, remotes' 461/10009) going back, and focus never lost.
import { doesFocusableExist, init, setFocus, updateRtl } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoonLogo } from '#web/components/icons';
import { LiveSettingsEffects } from '#web/components/live-settings-effects';
import { RoutedPage } from '#web/components/routed-page';
import { SiteNameSync, useSiteName } from '#web/lib/site';
import { isBackKey } from '../lib/back-keys';
import { rowOrderResolver } from '../lib/row-order';
import { TvFocusable, TvScreenContext } from './tv-focusable';
import { TvSection } from './tv-section';

let started = false;

function startSpatialNavigation(rtl: boolean) {
  // Only in the browser: the server draws the shell once, with nothing to navigate. Started while rendering (not in
  // an effect) because the screens' focusable parts register in their own effects, which run before the shell's.
  if (started || typeof window === 'undefined') return;
  started = true;
  // DOM focus follows the spatial focus, so screen readers and :focus-visible agree with what the ring shows.
  init({ shouldFocusDOMNode: true, domNodeFocusOptions: { preventScroll: true }, rtl });
}

/**
 * Starts spatial navigation (RTL-aware), handles Back and keeps focus on screen. `screen` is the top screen shown
 * ('home' for the shell's home), or null on a deeper one (the player, a game), which Back leaves through history.
 */
export function useTvShellKeys(screen: string | null, homePath: string) {
  const { i18n } = useTranslation('tv');
  const navigate = useNavigate();
  const rtl = i18n.dir() === 'rtl';
  startSpatialNavigation(rtl);
  // Arabic and Urdu: the header and rows run right to left, and left/right follow what the eye sees.
  useEffect(() => updateRtl(rtl), [rtl]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isBackKey(event)) return;
      event.preventDefault();
      // Deeper screens (the player, a game) go back where they were opened from; a top screen goes Home.
      if (screen === null) {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate(homePath);
      } else if (screen !== 'home') navigate(homePath);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, screen, homePath]);
  useEffect(() => {
    // Focus is never lost: whatever unmounts, something on screen is focused again. A screen without the header
    // (the player, a game, the child's closed screen) is left to its focus group, which Norigin focuses again
    // (setting focus to a key that is not there would cancel that and leave nothing focused).
    const onFocusOut = () =>
      window.setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && doesFocusableExist('nav-home')) setFocus('nav-home');
      }, 50);
    window.addEventListener('focusout', onFocusOut);
    return () => window.removeEventListener('focusout', onFocusOut);
  }, []);
}

export type TvHeaderItem = { screen: string; path: string; label: string };

/**
 * The site's name and the screens (focus keys nav-<screen>); `end` holds what follows them (the child's sign, picture,
 * moon and way out). One row at 1920 px in every language (the browser test measures it): left and right move along
 * it by its order, so even a row that wraps in some language never strands an item "below" the others.
 * `brand: 'logo'` leaves the site's name to screen readers (the child's header, whose row holds more).
 */
export function TvHeader({
  items,
  current,
  end,
  brand = 'name',
}: {
  items: TvHeaderItem[];
  current: string | null;
  end?: ReactNode;
  brand?: 'name' | 'logo';
}) {
  const { t, i18n } = useTranslation('tv');
  const navigate = useNavigate();
  const siteName = useSiteName();
  const rtl = i18n.dir() === 'rtl';
  const byOrder = useMemo(() => rowOrderResolver(rtl), [rtl]);
  return (
    <header className="flex items-center gap-6">
      <span className="flex shrink-0 items-center gap-3 text-4xl font-extrabold text-amber-300">
        <MoonLogo className="size-14" />
        <span className={brand === 'logo' ? 'sr-only' : undefined}>{siteName}</span>
      </span>
      <TvScreenContext.Provider value="header">
        <TvSection
          as="nav"
          focusKey="tv-header"
          label={t('nav.label')}
          className="flex-1"
          nextFocusResolver={byOrder}
        >
          <ul className="flex flex-wrap items-center gap-3">
            {items.map(({ screen, path, label }) => (
              <li key={screen}>
                <TvFocusable
                  focusKey={`nav-${screen}`}
                  onPress={() => navigate(path)}
                  className={`rounded-full px-5 py-3 text-2xl font-bold ${
                    current === screen ? 'bg-amber-300 text-teal-950' : 'bg-teal-900 text-white'
                  }`}
                >
                  <span aria-current={current === screen ? 'page' : undefined}>{label}</span>
                </TvFocusable>
              </li>
            ))}
            {end}
          </ul>
        </TvSection>
      </TvScreenContext.Provider>
    </header>
  );
}

/** The shell around a screen: with `header` a top screen (header and footer), without it full screen. */
export function TvFrame({
  header,
  footerSafe,
  children,
}: {
  header: ReactNode;
  /** The footer's second line (the family's TV: safe, halal videos; the child's: nothing). */
  footerSafe?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('tv');
  return (
    <div
      data-tv-shell
      className="flex min-h-dvh flex-col gap-10 bg-gradient-to-b from-teal-950 to-stone-950 px-[5vw] py-[5vh] text-2xl text-white"
    >
      <SiteNameSync />
      {header}
      <main className="flex-1">
        <RoutedPage>{children}</RoutedPage>
      </main>
      {header ? (
        <footer className="flex flex-wrap items-center justify-between gap-6 border-t border-white/15 pt-6 text-2xl text-teal-100">
          <p>{t('footer.hint')}</p>
          {footerSafe === false ? null : <p>{t('footer.safe')}</p>}
        </footer>
      ) : null}
      <LiveSettingsEffects />
    </div>
  );
}
