// Mounted once by the app layout: applies the live settings to the open page without a reload. TV mode is marked
// on <html data-tv-mode-setting="on|off"> (TV mode itself reads it with the screen width); a feed made
// private (or public again) re-asks the catalog queries, so an anonymous /feed is asked to sign in at once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveSetting } from '#web/lib/live-settings';

/** The query keys whose answers depend on feed visibility. */
const CATALOG_QUERY_ROOTS = ['feed', 'content', 'related', 'site'] as const;

export function LiveSettingsEffects() {
  const tvMode = useLiveSetting('tv_mode');
  const feedPublic = useLiveSetting('feed_visibility');
  const queryClient = useQueryClient();
  const previous = useRef<boolean | undefined>(undefined);

  useEffect(() => {
    if (tvMode === undefined) return;
    document.documentElement.dataset.tvModeSetting = tvMode ? 'on' : 'off';
  }, [tvMode]);

  useEffect(() => {
    if (feedPublic === undefined) return;
    document.documentElement.dataset.feedPublic = feedPublic ? 'true' : 'false';
    if (previous.current !== undefined && previous.current !== feedPublic) {
      for (const root of CATALOG_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    }
    previous.current = feedPublic;
  }, [feedPublic, queryClient]);

  return null;
}
