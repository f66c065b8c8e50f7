// Is the TV interface on right now? Follows the admin's setting (live, SSE), the window's width (live, matchMedia)
// and this device's choice (localStorage) — every change switches at once, without a reload.
import { useSyncExternalStore } from 'react';
import { useLiveSetting } from '#web/lib/live-settings';
import { useTvPrefs } from './device-prefs';
import { isTvOn, TV_MEDIA_QUERY } from './tv-rule';

function subscribeWidth(listener: () => void) {
  const query = window.matchMedia(TV_MEDIA_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWidth,
    () => window.matchMedia(TV_MEDIA_QUERY).matches,
    () => false,
  );
}

/** undefined while the setting has not arrived yet (nothing should switch before it does). */
export function useTvMode(): boolean | undefined {
  const setting = useLiveSetting('tv_mode');
  const wide = useWideScreen();
  const { optedOut } = useTvPrefs();
  if (setting === undefined) return undefined;
  return isTvOn({ setting, wide, optedOut });
}
