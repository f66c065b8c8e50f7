// How FileVideo plays a playlist: where the browser plays HLS itself the playlist is the <video>'s src from the first
// render (no hls.js download, nothing waits for an effect); elsewhere hls.js is loaded and attached. Either way the
// host hears when the first frame is on screen (the video page holds its other requests till then).
import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropBootPlayer } from '../lib/boot-page';
import type { ProgressReporter } from '../lib/use-watch-progress';
import { FileVideo } from './file-video';

const hls = vi.hoisted(() => {
  const instances: { loadSource: ReturnType<typeof vi.fn>; attachMedia: ReturnType<typeof vi.fn> }[] = [];
  class FakeHls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'error' };
    loadSource = vi.fn();
    attachMedia = vi.fn();
    on = vi.fn();
    destroy = vi.fn();
    constructor() {
      instances.push(this);
    }
  }
  return { instances, load: vi.fn(() => Promise.resolve({ default: FakeHls })) };
});
vi.mock('../lib/hls-source', async (original) => ({
  ...(await original<typeof import('../lib/hls-source')>()),
  loadHls: hls.load,
}));

const PLAYLIST = '/api/uploads/media/c1/master.m3u8';

/** The player the server put in a video page's HTML (html-preloads.ts withBootPlayer), after #root. */
function bootFrame(src: string): HTMLVideoElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="boot-player"><div class="relative size-full"><video data-boot-player aria-label="Wudu steps" poster="/p.jpg" controls playsinline preload="metadata"><source src="${src}" type="application/vnd.apple.mpegurl"></video></div></div>`,
  );
  return document.querySelector('video[data-boot-player]') as HTMLVideoElement;
}

function reporter(): ProgressReporter & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    time: (seconds) => calls.push(`time ${seconds}`),
    playing: (playing) => calls.push(`playing ${playing}`),
    ended: () => calls.push('ended'),
  } as ProgressReporter & { calls: string[] };
}

afterEach(() => {
  dropBootPlayer();
  vi.restoreAllMocks();
  hls.load.mockClear();
  hls.instances.length = 0;
});

describe('FileVideo', () => {
  it('gives a browser with its own HLS the playlist as src at once, without hls.js', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { container } = render(<FileVideo src={PLAYLIST} poster="/poster.jpg" title="Wudu steps" />);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(PLAYLIST);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(hls.load).not.toHaveBeenCalled();
  });

  it('attaches hls.js where the browser cannot play HLS, and leaves src to it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { container } = render(<FileVideo src={PLAYLIST} poster="/poster.jpg" title="Wudu steps" />);
    const video = container.querySelector('video');
    expect(video?.hasAttribute('src')).toBe(false);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.instances[0]?.loadSource).toHaveBeenCalledWith(PLAYLIST);
    expect(hls.instances[0]?.attachMedia).toHaveBeenCalledWith(video);
  });

  it('shows the error of a file that failed before the element was on the page (no event reached React)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'error', 'get').mockReturnValue({ code: 4 } as MediaError);
    const { findByRole } = render(<FileVideo src="/missing.mp4" poster="" title="Wudu steps" />);
    expect((await findByRole('alert')).textContent).toContain('Error playing video');
  });

  it('tells the host when playback starts, and when playing fails', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const onStarted = vi.fn();
    const first = render(<FileVideo src={PLAYLIST} poster="" title="Wudu steps" onStarted={onStarted} />);
    const video = first.container.querySelector('video') as HTMLVideoElement;
    // Told once the first frame is on screen (the frame callback), not at the playing event itself.
    let presented: (() => void) | undefined;
    Object.assign(video, { requestVideoFrameCallback: (callback: () => void) => (presented = callback) });
    fireEvent.playing(video);
    expect(onStarted).not.toHaveBeenCalled();
    presented?.();
    expect(onStarted).toHaveBeenCalledTimes(1);
    first.unmount();

    const failing = vi.fn();
    const second = render(<FileVideo src="/clip.mp4" poster="" title="Wudu steps" onStarted={failing} />);
    fireEvent.error(second.container.querySelector('video') as HTMLVideoElement);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(second.getByRole('alert').textContent).toContain('Error playing video');
  });

  it("takes the HTML's own <video> of the same playlist into the player, with its events, and the frame goes", () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const boot = bootFrame(PLAYLIST);
    const progress = reporter();
    const onStarted = vi.fn();
    const { container } = render(
      <FileVideo
        src={PLAYLIST}
        poster="/p.jpg"
        title="Wudu steps"
        progress={progress}
        onStarted={onStarted}
      />,
    );
    // The very element, moved into the player: no second <video> is made and nothing is fetched again.
    expect(container.querySelector('video')).toBe(boot);
    expect(document.querySelectorAll('video')).toHaveLength(1);
    let presented: (() => void) | undefined;
    Object.assign(boot, { requestVideoFrameCallback: (callback: () => void) => (presented = callback) });
    fireEvent.playing(boot);
    presented?.();
    expect(onStarted).toHaveBeenCalledTimes(1);
    fireEvent.pause(boot);
    expect(progress.calls).toEqual(['playing true', 'playing false']);
    dropBootPlayer();
    expect(document.getElementById('boot-player')).toBeNull();
    expect(container.querySelector('video')).toBe(boot);
  });

  it("catches up with a video the visitor started before the app ran, and shows a playlist's failure", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const playing = bootFrame(PLAYLIST);
    vi.spyOn(playing, 'paused', 'get').mockReturnValue(false);
    const progress = reporter();
    const first = render(<FileVideo src={PLAYLIST} poster="/p.jpg" title="Wudu steps" progress={progress} />);
    expect(first.container.querySelector('video')).toBe(playing);
    expect(progress.calls).toEqual(['playing true']);
    first.unmount();
    // Unmounted, the player takes its element with it.
    expect(playing.isConnected).toBe(false);
    dropBootPlayer();

    const failing = bootFrame(PLAYLIST);
    const second = render(<FileVideo src={PLAYLIST} poster="/p.jpg" title="Wudu steps" />);
    fireEvent.error(failing.querySelector('source') as HTMLSourceElement);
    expect((await second.findByRole('alert')).textContent).toContain('Error playing video');
    expect(second.container.querySelector('video')).toBeNull();
  });

  it("leaves the HTML's <video> of another file, a remote's player and a browser without its own HLS alone", () => {
    const other = bootFrame('/api/uploads/media/other/master.m3u8');
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const mine = render(<FileVideo src={PLAYLIST} poster="" title="Wudu steps" />);
    expect(mine.container.querySelector('video')).not.toBe(other);
    mine.unmount();
    dropBootPlayer();

    const forRemote = bootFrame(PLAYLIST);
    const remote = render(
      <FileVideo src={PLAYLIST} poster="" title="Wudu steps" remote={{ className: 'tv' }} />,
    );
    expect(remote.container.querySelector('video')).not.toBe(forRemote);
    remote.unmount();
    dropBootPlayer();

    const noHls = bootFrame(PLAYLIST);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const viaHlsJs = render(<FileVideo src={PLAYLIST} poster="" title="Wudu steps" />);
    expect(viaHlsJs.container.querySelector('video')).not.toBe(noHls);
  });
});
