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

/**
 * The embed's window once it holds the embed. Before that the frame is still this page's own blank document: a
 * message for YouTube's origin would be dropped by the browser anyway, with a console warning.
 */
function embedWindow(frame: HTMLIFrameElement | null): Window | null {
  const target = frame?.contentWindow;
  if (!target) return null;
  try {
    // Readable only while the frame is same-origin, i.e. not yet navigated to the embed.
    void target.location.href;
    return null;
  } catch {
    return target;
  }
}

export function youtubeCommand(frame: HTMLIFrameElement | null, func: string, args: unknown[] = []): void {
  embedWindow(frame)?.postMessage(JSON.stringify({ event: 'command', func, args }), YOUTUBE_ORIGIN);
}

export function youtubeListen(frame: HTMLIFrameElement | null): void {
  embedWindow(frame)?.postMessage(JSON.stringify({ event: 'listening', id: 'tv' }), YOUTUBE_ORIGIN);
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
