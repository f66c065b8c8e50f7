// How FileVideo plays a playlist: the playlist is the <video>'s typed <source> from the server's HTML on, which a
// browser that plays HLS itself takes at once (no hls.js download, nothing waits for the scripts); elsewhere hls.js is
// loaded and attached. Either way the
// host hears when the first frame is on screen (the video page holds its other requests till then).
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileVideo } from './file-video';

const hls = vi.hoisted(() => {
  type Handler = (event: unknown, data: unknown) => void;
  const instances: {
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    handlers: Map<string, Handler>;
    audioTracks: { name: string }[];
    audioTrack: number;
  }[] = [];
  class FakeHls {
    static isSupported = () => true;
    static Events = {
      MANIFEST_PARSED: 'manifestParsed',
      ERROR: 'error',
      AUDIO_TRACKS_UPDATED: 'audioTracksUpdated',
      AUDIO_TRACK_SWITCHING: 'audioTrackSwitching',
      AUDIO_TRACK_SWITCHED: 'audioTrackSwitched',
    };
    handlers = new Map<string, Handler>();
    audioTracks: { name: string }[] = [];
    track = -1;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    on = vi.fn((event: string, handler: Handler) => this.handlers.set(event, handler));
    destroy = vi.fn();
    constructor() {
      instances.push(this);
    }
    // hls.js switches, then says so.
    get audioTrack() {
      return this.track;
    }
    set audioTrack(id: number) {
      this.track = id;
      this.handlers.get('audioTrackSwitched')?.({}, { id });
    }
  }
  return { instances, load: vi.fn(() => Promise.resolve({ default: FakeHls })) };
});
vi.mock('../lib/hls-source', async (original) => ({
  ...(await original<typeof import('../lib/hls-source')>()),
  loadHls: hls.load,
}));

const PLAYLIST = '/api/uploads/media/c1/master.m3u8';

afterEach(() => {
  vi.restoreAllMocks();
  hls.load.mockClear();
  hls.instances.length = 0;
});

describe('FileVideo with a vocals-only soundtrack', () => {
  async function withTwoMixes(soundtrack: { start: 'main' | 'vocals'; switchable: boolean }) {
    // Even where the browser plays HLS itself: the start mix and the menu are hls.js's.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const view = render(<FileVideo src={PLAYLIST} poster="" title="Nasheed" soundtrack={soundtrack} />);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.load).toHaveBeenCalledWith({ audioTracks: true });
    const instance = hls.instances[0] as (typeof hls.instances)[number];
    instance.audioTracks = [{ name: 'Main mix' }, { name: 'Vocals only' }];
    act(() => instance.handlers.get('audioTracksUpdated')?.({}, { audioTracks: instance.audioTracks }));
    const playing = () => view.container.querySelector('[data-soundtrack]')?.getAttribute('data-soundtrack');
    return { view, instance, playing };
  }

  it("starts on the server's mix and lets a parent or visitor switch in a labelled menu", async () => {
    const { view, instance, playing } = await withTwoMixes({ start: 'vocals', switchable: true });
    expect(instance.audioTrack).toBe(1);
    await waitFor(() => expect(playing()).toBe('vocals'));
    act(() => {
      fireEvent.change(view.getByLabelText('Soundtrack'), { target: { value: 'main' } });
    });
    expect(instance.audioTrack).toBe(0);
    await waitFor(() => expect(playing()).toBe('main'));
  });

  it('gives a child no menu', async () => {
    const { view, playing } = await withTwoMixes({ start: 'main', switchable: false });
    await waitFor(() => expect(playing()).toBe('main'));
    expect(view.queryByLabelText('Soundtrack')).toBeNull();
  });
});

describe('FileVideo', () => {
  it('draws the playlist as the typed source of the server-drawn <video>, never as its src', () => {
    const html = renderToString(<FileVideo src={PLAYLIST} poster="/poster.jpg" title="Wudu steps" />);
    const drawn = new DOMParser().parseFromString(html, 'text/html').querySelector('video');
    expect(drawn?.hasAttribute('src')).toBe(false);
    expect(drawn?.getAttribute('preload')).toBe('metadata');
    const source = drawn?.querySelector('source');
    expect(source?.getAttribute('src')).toBe(PLAYLIST);
    expect(source?.getAttribute('type')).toBe('application/vnd.apple.mpegurl');
  });

  it('asks for the poster from the head, first, in the server-drawn page', () => {
    const html = renderToString(<FileVideo src={PLAYLIST} poster="/poster.jpg" title="Wudu steps" />);
    const preload = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/poster.jpg');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves a browser with its own HLS to the source, without hls.js', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { container } = render(<FileVideo src={PLAYLIST} poster="/poster.jpg" title="Wudu steps" />);
    expect(container.querySelector('video source')?.getAttribute('src')).toBe(PLAYLIST);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hls.load).not.toHaveBeenCalled();
  });

  it('shows the error of a playlist its own HLS could not load, and ignores the skip where hls.js plays', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const skipped = render(<FileVideo src={PLAYLIST} poster="" title="Wudu steps" />);
    fireEvent.error(skipped.container.querySelector('source') as HTMLSourceElement);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(skipped.queryByRole('alert')).toBeNull();
    skipped.unmount();

    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const native = render(<FileVideo src={PLAYLIST} poster="" title="Wudu steps" />);
    fireEvent.error(native.container.querySelector('source') as HTMLSourceElement);
    expect((await native.findByRole('alert')).textContent).toContain('Error playing video');
  });

  it('asks for no hls.js file where the browser plays HLS itself, nor for a plain file', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<FileVideo src={PLAYLIST} poster="/poster.jpg" title="Wudu steps" />);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<FileVideo src="/clip.mp4" poster="/poster.jpg" title="Wudu steps" />);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('asks for hls.js as it first renders a playlist the browser cannot play, the file it then imports', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<FileVideo src={PLAYLIST} poster="/poster.jpg" title="Wudu steps" />);
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(preload?.getAttribute('href')).toMatch(/hls\.light\.min\.mjs$/);
    await waitFor(() => expect(hls.load).toHaveBeenCalledTimes(1));
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
});
