// The seconds a child's player really played, for the heartbeat: the player adds them as it plays, each beat naming
// the video takes them (the server credits the view with them, bounded by the time that passed), and the player asks
// for a beat at once when it pauses, reaches the end or goes away — a short video is counted to its last second, not
// only when the next 30-second beat happens to come while its page is still open. Play asks for a beat too.
import { useEffect, useMemo } from 'react';
import type { HeartbeatInput } from '#shared/child-mode';
import type { ProgressReporter } from '#web/features/video';

/** Played seconds not yet sent, by content id; only for a video whose page has a player reporting to the clock. */
const played = new Map<string, number>();
const BEAT_NOW = 'qamar:child-heartbeat-now';

/** A jump larger than this between two time reports is a seek, not playing. */
const MAX_STEP_SECONDS = 2;

export function addPlayed(contentId: string, seconds: number): void {
  if (!(seconds > 0)) return;
  played.set(contentId, (played.get(contentId) ?? 0) + seconds);
}

/**
 * The whole seconds played since the last beat (the fraction is kept for the next one), or undefined when no
 * player on this device reports for this video (the beat then carries no count and the server counts as before).
 */
export function takePlayed(contentId: string): number | undefined {
  const total = played.get(contentId);
  if (total === undefined) return undefined;
  const whole = Math.min(600, Math.floor(total));
  played.set(contentId, total - whole);
  return whole;
}

/** The heartbeat's subject for a video: its id, and the player's seconds when it reports them. */
export function videoSubject(contentId: string): HeartbeatInput {
  const watchedSeconds = takePlayed(contentId);
  return watchedSeconds === undefined ? { contentId } : { contentId, watchedSeconds };
}

/** Asks the child area's heartbeat (useHeartbeat) for a beat now, for this subject. */
export function requestHeartbeat(subject: HeartbeatInput): void {
  window.dispatchEvent(new CustomEvent<HeartbeatInput>(BEAT_NOW, { detail: subject }));
}

/** Listens for requestHeartbeat (useHeartbeat). */
export function onHeartbeatRequest(listener: (subject: HeartbeatInput) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<HeartbeatInput>).detail);
  window.addEventListener(BEAT_NOW, handle);
  return () => window.removeEventListener(BEAT_NOW, handle);
}

/**
 * Wraps a player's progress reporter (or none) so the seconds it plays go to the clock: a beat at pause, at the
 * end and when the player goes away, with what was played since the previous one.
 */
export function useWatchClock(contentId: string, inner: ProgressReporter | undefined): ProgressReporter {
  const reporter = useMemo(() => {
    let playing = false;
    let last: number | null = null;
    let length = 0;
    const flush = () => {
      if (played.has(contentId)) requestHeartbeat(videoSubject(contentId));
    };
    return {
      time: (position: number, duration: number) => {
        inner?.time(position, duration);
        if (Number.isFinite(duration) && duration > 0) length = duration;
        if (!Number.isFinite(position)) return;
        // A player that reports its time counts for this video from now on (Instagram's and TikTok's never do).
        if (!played.has(contentId)) played.set(contentId, 0);
        const step = last === null ? 0 : position - last;
        if (playing && step > 0 && step <= MAX_STEP_SECONDS) addPlayed(contentId, step);
        last = position;
      },
      playing: (isPlaying: boolean) => {
        inner?.playing(isPlaying);
        const was = playing;
        playing = isPlaying;
        // Play starts the clock: a beat now closes the time before it (on the page, not watching), so the beats
        // that follow are at most one interval apart and the server credits them whole. Pause closes a stretch.
        if (isPlaying && !was) {
          if (!played.has(contentId)) played.set(contentId, 0);
          flush();
        } else if (!isPlaying && was) {
          // The browser pauses a video just before it ends: the end's own beat follows, with the last moments (a
          // second beat within the same second would be credited nothing by the server).
          const atEnd = length > 0 && last !== null && length - last <= MAX_STEP_SECONDS;
          if (!atEnd) flush();
        }
      },
      ended: () => {
        inner?.ended();
        // The last moments after the final time report: the end is watched too.
        const rest = last === null ? 0 : length - last;
        if (rest > 0 && rest <= MAX_STEP_SECONDS) addPlayed(contentId, rest);
        last = length;
        playing = false;
        flush();
      },
      flush,
    };
  }, [contentId, inner]);

  useEffect(() => {
    return () => {
      reporter.flush();
      played.delete(contentId);
    };
  }, [contentId, reporter]);

  return reporter;
}
