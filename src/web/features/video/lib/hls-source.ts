// HLS playlists (our transcoded uploads) and how this browser plays them: by itself where it can (Safari, and
// Chromium since its built-in HLS: its first frame comes sooner than through hls.js, whose chunk must download,
// compile and start a worker first; decision 022-p), else through hls.js's light build (no subtitles, alternate
// audio or DRM, which our uploads never have, and a good deal smaller), its own chunk, fetched only for such a
// video.

export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(src);
}

/** Whether the <video> element plays the playlist itself (Safari; Chromium since its built-in HLS). */
export function playsHlsNatively(): boolean {
  return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** hls.js, once: the player's import and an early warm-up (prefetch-content.ts) share the one download. */
export function loadHls() {
  return import('hls.js/light');
}
