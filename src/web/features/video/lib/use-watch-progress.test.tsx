// The video page's watch progress: saved every 10 s while playing, at pause, at the end and when the player goes
// away; never a duplicate of the last save, and nothing at all for a visitor.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_EVERY_MS, useWatchProgress } from './use-watch-progress';

const saveProgress = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve()));
vi.mock('#web/lib/watch-progress', () => ({ saveProgress }));

beforeEach(() => {
  vi.useFakeTimers();
  saveProgress.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

const positions = () =>
  saveProgress.mock.calls.map(([, progress]) => (progress as { positionSeconds: number }).positionSeconds);

describe('useWatchProgress', () => {
  it('saves every 10 s while playing, at pause, at the end and when the page is left', () => {
    const { result, unmount } = renderHook(() => useWatchProgress('video-1', true));
    const progress = result.current;
    if (!progress) throw new Error('a signed-in user gets a reporter');

    act(() => {
      progress.time(0, 120);
      progress.playing(true);
    });
    act(() => {
      progress.time(9.6, 120);
      vi.advanceTimersByTime(SAVE_EVERY_MS - 1);
    });
    expect(saveProgress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(saveProgress).toHaveBeenLastCalledWith(
      'video-1',
      { positionSeconds: 9, durationSeconds: 120 },
      { keepalive: false },
    );
    // Two more ticks; the second has no new position, so no second request for it.
    act(() => {
      progress.time(19.2, 120);
      vi.advanceTimersByTime(SAVE_EVERY_MS);
    });
    act(() => vi.advanceTimersByTime(SAVE_EVERY_MS));
    expect(positions()).toEqual([9, 19]);

    // Pause saves at once and stops the clock.
    act(() => {
      progress.time(25, 120);
      progress.playing(false);
    });
    expect(positions()).toEqual([9, 19, 25]);
    act(() => vi.advanceTimersByTime(5 * SAVE_EVERY_MS));
    expect(positions()).toEqual([9, 19, 25]);

    // Playing again, then the end: the end is saved as the whole video.
    act(() => {
      progress.playing(true);
      progress.playing(true);
      progress.time(60, 120);
      vi.advanceTimersByTime(SAVE_EVERY_MS);
    });
    act(() => progress.ended());
    expect(positions()).toEqual([9, 19, 25, 60, 120]);
    act(() => vi.advanceTimersByTime(5 * SAVE_EVERY_MS));
    expect(saveProgress).toHaveBeenCalledTimes(5);

    // Leaving (another page) saves a new position with keepalive, and stops everything.
    act(() => {
      progress.playing(true);
      progress.time(30, 120);
    });
    unmount();
    expect(saveProgress).toHaveBeenLastCalledWith(
      'video-1',
      { positionSeconds: 30, durationSeconds: 120 },
      { keepalive: true },
    );
    act(() => vi.advanceTimersByTime(5 * SAVE_EVERY_MS));
    expect(saveProgress).toHaveBeenCalledTimes(6);
  });

  it('saves when the tab is hidden, and nothing before the video has started', () => {
    const { result } = renderHook(() => useWatchProgress('video-2', true));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saveProgress).not.toHaveBeenCalled();
    act(() => {
      result.current?.playing(true);
      result.current?.time(42, Number.NaN);
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saveProgress).toHaveBeenCalledWith(
      'video-2',
      { positionSeconds: 42, durationSeconds: 0 },
      { keepalive: true },
    );
  });

  it('gives a visitor no reporter and saves nothing', () => {
    const { result, unmount } = renderHook(() => useWatchProgress('video-3', false));
    expect(result.current).toBeUndefined();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      vi.advanceTimersByTime(5 * SAVE_EVERY_MS);
    });
    unmount();
    expect(saveProgress).not.toHaveBeenCalled();
  });
});
