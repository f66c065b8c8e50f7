// HLS playlists (our transcoded uploads) and hls.js, which plays them where the browser cannot by itself. hls.js is
// its own chunk (≈ 180 KB gzip), fetched only for such a video.

export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(src);
}

/** Whether this browser plays HLS without hls.js (Safari). */
export function playsHlsNatively(): boolean {
  return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** hls.js, once: the player's import and an early warm-up (prefetch-content.ts) share the one download. */
export function loadHls() {
  return import('hls.js');
}
