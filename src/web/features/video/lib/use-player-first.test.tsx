// The video page's other sections wait for our own file to start playing, or HOLD_MS; other sources never wait, and
// a new video waits again.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, usePlayerFirst } from './use-player-first';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePlayerFirst', () => {
  it('holds an upload until it plays, and each new upload again', () => {
    const { result, rerender } = renderHook(({ id }) => usePlayerFirst({ id, sourceType: 'upload' }), {
      initialProps: { id: 'a' },
    });
    expect(result.current.settled).toBe(false);
    act(() => result.current.onStarted());
    expect(result.current.settled).toBe(true);
    rerender({ id: 'b' });
    expect(result.current.settled).toBe(false);
  });

  it('lets the page go after HOLD_MS when nothing plays', () => {
    const { result } = renderHook(() => usePlayerFirst({ id: 'a', sourceType: 'upload' }));
    act(() => vi.advanceTimersByTime(HOLD_MS - 1));
    expect(result.current.settled).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.settled).toBe(true);
  });

  it('never holds a YouTube video, and is not settled before the video is known', () => {
    expect(renderHook(() => usePlayerFirst({ id: 'a', sourceType: 'youtube' })).result.current.settled).toBe(
      true,
    );
    expect(renderHook(() => usePlayerFirst(undefined)).result.current.settled).toBe(false);
  });
});
