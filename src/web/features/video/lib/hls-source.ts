// HLS playlists (our transcoded uploads) and how this browser plays them: by itself where it can (Safari, and
// Chromium since its built-in HLS: its first frame comes sooner than through hls.js, whose chunk must download,
// compile and start a worker first; decision 022-p), else through hls.js's light build (no subtitles, alternate
// audio or DRM, and a good deal smaller), fetched only for such a video. An item with a vocals-only soundtrack has two
// audio renditions (decision 034-s): its player takes hls.js's full build, which plays and switches them.
//
// The light build is its own minified ES module, emitted as one hashed file: its address is known while rendering, so
// the player can ask for it before its effect imports it, and both name the same file.

import hlsLightUrl from 'hls.js/dist/hls.light.min.mjs?url';
import hlsFullUrl from 'hls.js/dist/hls.min.mjs?url';

/** hls.js's file, which the player preloads (`<link rel="modulepreload">`) and then imports. */
export const HLS_LIGHT_URL = hlsLightUrl;

export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(src);
}

/** A playlist's media type, as the server sends it and as the player's <source> names it. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Whether the <video> element plays the playlist itself (Safari; Chromium since its built-in HLS). */
export function playsHlsNatively(): boolean {
  return document.createElement('video').canPlayType(HLS_TYPE) !== '';
}

/** hls.js's full build: alternate audio renditions (an item with a vocals-only soundtrack). */
export const HLS_FULL_URL = hlsFullUrl;

/** hls.js, once: the player's import, of the file it preloaded (the full build for alternate audio). */
export function loadHls(options: { audioTracks?: boolean } = {}): Promise<typeof import('hls.js/light')> {
  return options.audioTracks ? import(/* @vite-ignore */ hlsFullUrl) : import(/* @vite-ignore */ hlsLightUrl);
}

/**
 * Whether this browser will need hls.js for `src`: our HLS playlist where the <video> element cannot play it. Only the
 * browser knows, so on the server it is always false: the server's HTML never asks for hls.js, and a browser that
 * does not need it spends nothing, nor does a page whose video is not our HLS upload.
 */
export function needsHlsJs(src: string): boolean {
  return typeof document !== 'undefined' && isHlsSource(src) && !playsHlsNatively();
}
