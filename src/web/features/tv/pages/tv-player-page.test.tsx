// The TV player with one of our HLS uploads (.m3u8): the remote drives FileVideo's <video> exactly like a plain
// file's — OK pauses and plays it (progress saved at the pause), right and left seek 10 s from its time.
import { destroy, init } from '@noriginmedia/norigin-spatial-navigation';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentDetail } from '#shared/feed.schema';
import { renderWithProviders } from '#web/test/render';
import { TvPlayerScreen, type TvPlayerSource } from './tv-player-page';

beforeAll(() => init({ shouldFocusDOMNode: true }));
afterAll(() => destroy());
afterEach(() => vi.restoreAllMocks());

const video = {
  id: 'c1',
  title: 'Counting with the stars',
  sourceType: 'upload',
  videoUrl: '/media/c1/master.m3u8',
  youtubeUrl: null,
  thumbnailUrl: '/thumbs/c1.jpg',
} as unknown as ContentDetail;

describe('TvPlayerScreen with an HLS upload', () => {
  it('OK pauses and plays the element, arrows seek 10 s, the pause saves progress', async () => {
    // Native HLS here (jsdom has no MediaSource for hls.js): the playlist is the element's own typed <source>.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const save = vi.fn();
    const source: TvPlayerSource = {
      watchPath: (id) => `/tv/watch/${id}`,
      next: async () => ({ id: null }),
      save,
      watchLater: null,
    };
    const content = { isPending: false, isError: false, data: video } as UseQueryResult<ContentDetail>;
    const { user, container } = renderWithProviders(<TvPlayerScreen content={content} source={source} />);

    const element = container.querySelector('video');
    if (!element) throw new Error('no <video>');
    expect(element.querySelector('source')?.src).toMatch(/\/media\/c1\/master\.m3u8$/);
    expect(element.controls).toBe(false);
    let position = 30;
    Object.defineProperty(element, 'currentTime', {
      configurable: true,
      get: () => position,
      set: (value: number) => {
        position = value;
      },
    });
    Object.defineProperty(element, 'duration', { configurable: true, get: () => 120 });
    fireEvent.timeUpdate(element);
    fireEvent.playing(element);
    expect(screen.getByTestId('tv-play-state')).toHaveTextContent('Playing');

    await user.keyboard('{Enter}');
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('tv-play-state')).toHaveTextContent('Paused');
    expect(save).toHaveBeenCalledWith('c1', { positionSeconds: 30, durationSeconds: 120 });

    await user.keyboard('{ArrowRight}');
    expect(position).toBe(40);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(position).toBe(20);

    play.mockClear();
    await user.keyboard('{Enter}');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('tv-play-state')).toHaveTextContent('Playing');
  });
});
