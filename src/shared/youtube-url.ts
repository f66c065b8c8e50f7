// Parses the YouTube URL forms the spec accepts: watch?v=, youtu.be/, embed/, shorts/ with an 11-character id.

export const INVALID_YOUTUBE_URL_MESSAGE = 'invalidYoutubeUrlFormat';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Returns the 11-character video id, or null when the URL is not one of the accepted forms. */
export function parseYouTubeVideoId(input: string): string | null {
  let url: URL;
  try {
    const trimmed = input.trim();
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts') candidate = second;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
