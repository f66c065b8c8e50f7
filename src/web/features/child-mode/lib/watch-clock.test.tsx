// The child's player counts the seconds it really plays, the end included, and asks for a heartbeat at the end, at
// pause and when it goes away; seeks and paused time are not watching.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeartbeatInput } from '#shared/child-mode';
import { onHeartbeatRequest, takePlayed, useWatchClock, videoSubject } from './watch-clock';

const ID = '00000000-0000-4000-8000-00000000c10c';

function listen() {
  const beats: HeartbeatInput[] = [];
  const stop = onHeartbeatRequest((subject) => beats.push(subject));
  return { beats, stop };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useWatchClock', () => {
  it('counts an 18-second video played to its end as 18 seconds, in the beat the end asks for', () => {
    const { beats, stop } = listen();
    const inner = { time: vi.fn(), playing: vi.fn(), ended: vi.fn() };
    const { result, unmount } = renderHook(() => useWatchClock(ID, inner));
    act(() => {
      result.current.time(0, 18);
      result.current.playing(true);
      // timeupdate every quarter of a second, the last one a little before the end
      for (let t = 0.25; t <= 17.75; t += 0.25) result.current.time(t, 18);
      // The browser's own order at the end: pause, then ended.
      result.current.playing(false);
      result.current.ended();
    });
    // Play starts the clock with a beat (nothing watched yet); the end's beat carries all 18 seconds.
    expect(beats).toEqual([
      { contentId: ID, watchedSeconds: 0 },
      { contentId: ID, watchedSeconds: 18 },
    ]);
    // The player's own reporter (watch progress) is told everything too.
    expect(inner.ended).toHaveBeenCalledTimes(1);
    expect(inner.playing).toHaveBeenCalledWith(true);
    unmount();
    stop();
  });

  it('leaves out seeks and paused time; a pause asks for a beat, and so does leaving the page', () => {
    const { beats, stop } = listen();
    const { result, unmount } = renderHook(() => useWatchClock(ID, undefined));
    act(() => {
      result.current.time(0, 120);
      result.current.playing(true);
      for (let t = 0.5; t <= 6; t += 0.5) result.current.time(t, 120);
      result.current.time(60, 120); // a seek forward: not watched
      for (let t = 60.5; t <= 64; t += 0.5) result.current.time(t, 120);
      result.current.playing(false);
      result.current.time(64, 120); // paused: no time passes on the clock
    });
    expect(beats).toEqual([
      { contentId: ID, watchedSeconds: 0 },
      { contentId: ID, watchedSeconds: 10 },
    ]);
    act(() => {
      result.current.playing(true);
      for (let t = 64.5; t <= 67.5; t += 0.5) result.current.time(t, 120);
    });
    expect(beats.at(-1)).toEqual({ contentId: ID, watchedSeconds: 0 });
    // The periodic beat takes what was played since (useHeartbeat names the page's video through videoSubject).
    expect(videoSubject(ID)).toEqual({ contentId: ID, watchedSeconds: 3 });
    act(() => {
      for (let t = 68; t <= 70; t += 0.5) result.current.time(t, 120);
    });
    unmount();
    // 2.5 s more, and the half second the periodic beat left for later.
    expect(beats.at(-1)).toEqual({ contentId: ID, watchedSeconds: 3 });
    // Gone with its page: a later beat naming the video carries no count (the server counts as before).
    expect(takePlayed(ID)).toBeUndefined();
    stop();
  });

  it('a player that never reports its time (Instagram, TikTok) sends no count', () => {
    const { beats, stop } = listen();
    const { result, unmount } = renderHook(() => useWatchClock(ID, undefined));
    act(() => result.current.playing(false));
    unmount();
    expect(beats).toEqual([]);
    expect(videoSubject(ID)).toEqual({ contentId: ID });
    stop();
  });
});
