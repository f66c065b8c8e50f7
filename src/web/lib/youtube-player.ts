// The privacy-mode YouTube embed driven through its iframe API: what it accepts through postMessage (play, pause,
// seek) and what it reports back (time, duration, state). Only youtube-nocookie.com is trusted. Used by the TV
// player (driven by the remote) and the ordinary video page (reading the time to save watch progress).

export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

export function youtubeTvSrc(embedUrl: string, origin: string): string {
  const params = new URLSearchParams({
    enablejsapi: '1',
    autoplay: '1',
    rel: '0',
    modestbranding: '1',
    iv_load_policy: '3',
    playsinline: '1',
    cc_load_policy: '1',
    origin,
  });
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

export function youtubeCommand(frame: HTMLIFrameElement | null, func: string, args: unknown[] = []): void {
  frame?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args }), YOUTUBE_ORIGIN);
}

export function youtubeListen(frame: HTMLIFrameElement | null): void {
  frame?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'tv' }), YOUTUBE_ORIGIN);
}

export type YoutubeReport = { currentTime?: number; duration?: number; playerState?: number };

/** The embed's report in a message, or null for anything else. */
export function youtubeReport(event: MessageEvent): YoutubeReport | null {
  if (event.origin !== YOUTUBE_ORIGIN || typeof event.data !== 'string') return null;
  try {
    const data = JSON.parse(event.data) as { event?: string; info?: YoutubeReport };
    return data.event === 'infoDelivery' && data.info ? data.info : null;
  } catch {
    return null;
  }
}
