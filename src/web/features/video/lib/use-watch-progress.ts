// Saves watch progress from the ordinary video page, like the TV player does, so that "Continue watching" (on the TV
// and the feed) shows what was watched on a phone: every 10 s while playing, and at pause, at the end and when the
// page is left (or hidden). Signed-in users only; a visitor's player is never reported. The child video page uses the
// same hook with the child's library as the place to save (`save`).
import { useEffect, useMemo } from 'react';
import { saveProgress } from '#web/lib/watch-progress';

export const SAVE_EVERY_MS = 10_000;

/** What a player tells the hook: the time as it plays, play and pause, and the end. */
export type ProgressReporter = {
  time: (positionSeconds: number, durationSeconds: number) => void;
  playing: (isPlaying: boolean) => void;
  ended: () => void;
};

/** Where a position is saved: the user's library (the default) or a child's. A module-level function (stable). */
export type SaveProgressTo = typeof saveProgress;

/** The reporter to hand to the player, or undefined when nothing is saved (signed out). */
export function useWatchProgress(
  contentId: string,
  enabled: boolean,
  save: SaveProgressTo = saveProgress,
): ProgressReporter | undefined {
  const reporter = useMemo(() => {
    const latest = { position: 0, duration: 0 };
    let saved: string | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const saveNow = (keepalive = false) => {
      const position = Math.floor(latest.position);
      const duration = Math.floor(latest.duration);
      if (!(position > 0)) return;
      // The same position twice (a pause right after a periodic save) is one request.
      const key = `${position}/${duration}`;
      if (saved === key) return;
      saved = key;
      void save(
        contentId,
        { positionSeconds: position, durationSeconds: Number.isFinite(duration) ? duration : 0 },
        { keepalive },
      );
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    return {
      reporter: {
        time: (position: number, duration: number) => {
          if (Number.isFinite(position) && position >= 0) latest.position = position;
          if (Number.isFinite(duration) && duration > 0) latest.duration = duration;
        },
        playing: (isPlaying: boolean) => {
          if (!isPlaying) {
            stop();
            saveNow();
          } else if (timer === undefined) {
            timer = setInterval(() => saveNow(), SAVE_EVERY_MS);
          }
        },
        ended: () => {
          stop();
          if (latest.duration > 0) latest.position = latest.duration;
          saveNow();
        },
      } satisfies ProgressReporter,
      /** The page is hidden: save now, in case it is never shown again. */
      hidden: () => saveNow(true),
      /** The player goes away (another page, another video). */
      leave: () => {
        stop();
        saveNow(true);
      },
    };
  }, [contentId, save]);

  useEffect(() => {
    if (!enabled) return;
    const onHide = () => {
      if (document.visibilityState === 'hidden') reporter.hidden();
    };
    const onPageHide = () => reporter.hidden();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      reporter.leave();
    };
  }, [enabled, reporter]);

  return enabled ? reporter.reporter : undefined;
}
