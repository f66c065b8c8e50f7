// Watch progress on the ordinary child video page: the player's <video> events (caught on the way down) save the
// position to the child's library at pause, at end, every 10 s while it moves (not when it stands still), and when
// the page is left.
import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '#web/test/api-stub';
import { SAVE_EVERY_MS, useMediaProgress } from './use-media-progress';

const ID = '00000000-0000-4000-8000-0000000000aa';
const PATH = `PUT /api/child/library/progress/${ID}`;

function Player() {
  const box = useRef<HTMLDivElement>(null);
  useMediaProgress(box, ID, true);
  return (
    <div ref={box}>
      {/* biome-ignore lint/a11y/useMediaCaption: a stand-in for the video feature's player. */}
      <video data-testid="video" />
    </div>
  );
}

function at(video: HTMLVideoElement, seconds: number, duration = 300) {
  Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true });
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
}

describe('useMediaProgress', () => {
  it('saves at pause and end, every 10 s only while the position moves, and when the page is left', async () => {
    vi.useFakeTimers();
    try {
      const api = stubApi({ [PATH]: ok({ ok: true }) });
      const { getByTestId, unmount } = render(<Player />);
      const video = getByTestId('video') as HTMLVideoElement;
      const saved = () => api.callsTo(PATH).map((call) => call.body);

      at(video, 12.7);
      fireEvent.timeUpdate(video);
      fireEvent.pause(video);
      await vi.waitFor(() => expect(saved()).toEqual([{ positionSeconds: 12, durationSeconds: 300 }]));

      // Standing still: the 10-second save sends nothing new.
      await act(() => vi.advanceTimersByTimeAsync(SAVE_EVERY_MS));
      expect(saved()).toHaveLength(1);

      at(video, 25);
      fireEvent.timeUpdate(video);
      await act(() => vi.advanceTimersByTimeAsync(SAVE_EVERY_MS));
      expect(saved()).toHaveLength(2);

      at(video, 300);
      fireEvent.ended(video);
      at(video, 301);
      fireEvent.timeUpdate(video);
      unmount();
      await vi.waitFor(() =>
        expect(saved()).toEqual([
          { positionSeconds: 12, durationSeconds: 300 },
          { positionSeconds: 25, durationSeconds: 300 },
          { positionSeconds: 300, durationSeconds: 300 },
          { positionSeconds: 301, durationSeconds: 300 },
        ]),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
