// The video page's other requests and sections (likes, comments, related videos) wait until our own file's first
// frame is on screen, or HOLD_MS after the page shows when nobody presses play, so they do not compete with the
// player's playlists, first segment and first frame for the connection and the main thread (decision 022-p has
// what it saves). Comments and related videos are below the player; the
// like count shows "–" meanwhile, as it does while it loads.
import { useCallback, useEffect, useState } from 'react';
import type { ContentDetail } from '#shared/feed.schema';

export const HOLD_MS = 1500;

export function usePlayerFirst(video: Pick<ContentDetail, 'id' | 'sourceType'> | undefined): {
  /** Whether the rest of the page may load now. */
  settled: boolean;
  /** The player's first frame is on screen (or playing failed). */
  onStarted: () => void;
} {
  const id = video?.id;
  const waits = video?.sourceType === 'upload';
  const [settledFor, setSettledFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!id || !waits) return;
    const timer = setTimeout(() => setSettledFor(id), HOLD_MS);
    return () => clearTimeout(timer);
  }, [id, waits]);
  const onStarted = useCallback(() => setSettledFor(id), [id]);
  return { settled: Boolean(id) && (!waits || settledFor === id), onStarted };
}
