// The YouTube embed's reports feed watch progress only when it is wanted (signed in): the iframe API is switched on
// with this page's origin, and only messages from that iframe on youtube-nocookie.com count.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentDetail } from '#shared/feed.schema';
import { aFeedItem } from '#web/test/fixtures';
import type { ProgressReporter } from '../lib/use-watch-progress';
import { VideoPlayer } from './video-player';

function aYouTubeVideo(): ContentDetail {
  const item = aFeedItem({ sourceType: 'youtube' });
  return {
    ...item,
    description: '',
    status: 'published',
    contentRating: 'G',
    contentType: 1,
    tags: [],
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    videoUrl: null,
    soundtrack: null,
    instagramStoryId: null,
    instagramUsername: null,
    instagramReelId: null,
    instagramReelUsername: null,
    tiktokVideoId: null,
    tiktokUsername: null,
    example: false,
    creator: { ...item.creator, bio: null },
  };
}

function aReporter() {
  return { time: vi.fn(), playing: vi.fn(), ended: vi.fn() } satisfies ProgressReporter;
}

function report(
  source: MessageEventSource | null,
  info: object,
  origin = 'https://www.youtube-nocookie.com',
) {
  window.dispatchEvent(
    new MessageEvent('message', { data: JSON.stringify({ event: 'infoDelivery', info }), origin, source }),
  );
}

describe('VideoPlayer and watch progress', () => {
  it('reads the YouTube embed’s time, play, pause and end, from that iframe only', () => {
    const progress = aReporter();
    const { container } = render(<VideoPlayer video={aYouTubeVideo()} progress={progress} />);
    const frame = container.querySelector('iframe');
    if (!frame) throw new Error('no iframe');
    const src = new URL(frame.src);
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);

    act(() => {
      report(frame.contentWindow, { currentTime: 12.5, duration: 300, playerState: 1 });
      report(frame.contentWindow, { playerState: 2 });
      report(frame.contentWindow, { playerState: 0 });
      // Another window, and the right window from another origin: ignored.
      report(window, { currentTime: 99, playerState: 1 });
      report(frame.contentWindow, { currentTime: 99 }, 'https://evil.example');
    });
    expect(progress.time.mock.calls).toEqual([[12.5, 300]]);
    expect(progress.playing.mock.calls).toEqual([[true], [false]]);
    expect(progress.ended).toHaveBeenCalledTimes(1);
  });

  it('leaves the embed as it was without a reporter (visitors, a child page that saves nothing)', () => {
    for (const props of [{}, { childMode: true }]) {
      const { container, unmount } = render(<VideoPlayer video={aYouTubeVideo()} {...props} />);
      expect(container.querySelector('iframe')?.src).not.toContain('enablejsapi');
      unmount();
    }
  });

  it("in child mode with a reporter (the child's library) the sandboxed embed reports its time too", () => {
    const { container } = render(<VideoPlayer video={aYouTubeVideo()} childMode progress={aReporter()} />);
    const frame = container.querySelector('iframe');
    expect(frame?.src).toContain('enablejsapi=1');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
  });
});

describe('VideoPlayer and the demo catalog’s examples', () => {
  it('shows a link that stands for no real video as an example, embedding and requesting nothing from the site', () => {
    for (const props of [{}, { childMode: true }, { deferEmbed: true }]) {
      const { container, getByText, unmount } = render(
        <VideoPlayer video={{ ...aYouTubeVideo(), example: true }} {...props} />,
      );
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.querySelector('button')).toBeNull();
      expect(getByText('Example')).toBeInTheDocument();
      expect(
        getByText(
          'This demo item is only an example of a link (YouTube). There is no real video behind it, so nothing plays here.',
        ),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('plays an ordinary link as before', () => {
    const { container } = render(<VideoPlayer video={aYouTubeVideo()} />);
    expect(container.querySelector('iframe')?.src).toContain('youtube-nocookie.com');
  });
});
