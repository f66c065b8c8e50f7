// Reads a channel's newest videos from YouTube: the public channel feed (Atom XML, no key needed) or, when
// YOUTUBE_API_KEY is set, the YouTube Data API (search by channel, newest first). Base URLs come from env so
// tests point them at a local server serving recorded answers.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Env } from '#server/env';
import { AppError, englishMessage } from '#server/http/app-error';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';

export type ChannelVideo = {
  videoId: string;
  title: string;
  description: string;
  publishedAt: string | null;
  thumbnailUrl: string | null;
};

export type ChannelPage = { videos: ChannelVideo[]; nextPageToken: string | null };

type YouTubeEnv = Pick<
  Env,
  'YOUTUBE_FEED_BASE_URL' | 'YOUTUBE_API_KEY' | 'YOUTUBE_API_BASE_URL' | 'YOUTUBE_FETCH_TIMEOUT_MS'
>;

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const invalidResponse = () => new AppError('UNAVAILABLE', PIPELINE_MESSAGES.invalidResponse);

async function fetchText(url: URL, env: YouTubeEnv): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(env.YOUTUBE_FETCH_TIMEOUT_MS),
      headers: { Accept: 'application/atom+xml, application/json;q=0.9, */*;q=0.5' },
    });
  } catch (error) {
    throw new AppError('UNAVAILABLE', PIPELINE_MESSAGES.syncFailedBecause, {
      params: { reason: fetchFailure(error, env.YOUTUBE_FETCH_TIMEOUT_MS) },
    });
  }
  if (!response.ok) {
    throw new AppError('UNAVAILABLE', PIPELINE_MESSAGES.syncChannelFailed, {
      params: { status: response.status, text: response.statusText },
    });
  }
  return response.text();
}

/** Why a request to YouTube got no answer: its time ran out, or the network's error code (DNS, refused, reset…). */
function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return englishMessage(PIPELINE_MESSAGES.youtubeTimedOut, { seconds: Math.round(timeoutMs / 100) / 10 });
  // undici's "fetch failed" carries the socket's error as its cause (possibly an AggregateError of several).
  let cause: unknown = error instanceof Error ? error.cause : undefined;
  if (cause instanceof AggregateError) cause = cause.errors[0];
  const code = (cause as { code?: unknown } | undefined)?.code;
  return englishMessage(PIPELINE_MESSAGES.youtubeUnreachable, {
    code: typeof code === 'string' ? code : error instanceof Error ? error.message : 'network error',
  });
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value)
    return text((value as { '#text': unknown })['#text']);
  return '';
}

/** Parses a channel's Atom feed; anything that is not one is 'Invalid response format from server'. */
export function parseChannelFeed(xml: string): ChannelVideo[] {
  if (XMLValidator.validate(xml) !== true) throw invalidResponse();
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    isArray: (name) => name === 'entry',
    processEntities: true,
    parseTagValue: false,
  });
  const document = parser.parse(xml) as { feed?: { entry?: Record<string, unknown>[] } | string };
  const feed = document.feed;
  if (!feed || typeof feed !== 'object') throw invalidResponse();
  const videos: ChannelVideo[] = [];
  for (const entry of feed.entry ?? []) {
    const videoId = text(entry['yt:videoId']).trim();
    if (!VIDEO_ID.test(videoId)) continue;
    const group = (entry['media:group'] ?? {}) as Record<string, unknown>;
    const thumbnail = group['media:thumbnail'] as { '@_url'?: unknown } | undefined;
    videos.push({
      videoId,
      title: text(entry.title).trim() || text(group['media:title']).trim() || 'Untitled video',
      description: text(group['media:description']).trim(),
      publishedAt: text(entry.published).trim() || null,
      thumbnailUrl: typeof thumbnail?.['@_url'] === 'string' ? thumbnail['@_url'] : null,
    });
  }
  return videos;
}

type ApiSearch = {
  items?: {
    id?: { videoId?: unknown };
    snippet?: {
      title?: unknown;
      description?: unknown;
      publishedAt?: unknown;
      thumbnails?: { high?: { url?: unknown } };
    };
  }[];
  nextPageToken?: unknown;
};

export function parseApiSearch(body: string): ChannelPage {
  let parsed: ApiSearch;
  try {
    parsed = JSON.parse(body) as ApiSearch;
  } catch {
    throw invalidResponse();
  }
  if (!parsed || !Array.isArray(parsed.items)) throw invalidResponse();
  const videos: ChannelVideo[] = [];
  for (const item of parsed.items) {
    const videoId = typeof item.id?.videoId === 'string' ? item.id.videoId : '';
    if (!VIDEO_ID.test(videoId)) continue;
    const snippet = item.snippet ?? {};
    videos.push({
      videoId,
      title: (typeof snippet.title === 'string' && snippet.title.trim()) || 'Untitled video',
      description: typeof snippet.description === 'string' ? snippet.description : '',
      publishedAt: typeof snippet.publishedAt === 'string' ? snippet.publishedAt : null,
      thumbnailUrl: typeof snippet.thumbnails?.high?.url === 'string' ? snippet.thumbnails.high.url : null,
    });
  }
  return { videos, nextPageToken: typeof parsed.nextPageToken === 'string' ? parsed.nextPageToken : null };
}

export function youtubeSourceKind(env: YouTubeEnv): 'channel-feed' | 'youtube-data-api' {
  return env.YOUTUBE_API_KEY ? 'youtube-data-api' : 'channel-feed';
}

/** Up to `maxPages` pages of a channel's newest videos (the public feed has exactly one page). */
export async function fetchChannelVideos(
  env: YouTubeEnv,
  channelId: string,
  maxPages: number,
): Promise<ChannelVideo[]> {
  if (!env.YOUTUBE_API_KEY) {
    const url = new URL('/feeds/videos.xml', env.YOUTUBE_FEED_BASE_URL);
    url.searchParams.set('channel_id', channelId);
    return parseChannelFeed(await fetchText(url, env));
  }
  const videos: ChannelVideo[] = [];
  let pageToken: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const url = new URL(`${env.YOUTUBE_API_BASE_URL.replace(/\/$/, '')}/search`);
    url.searchParams.set('part', 'snippet');
    url.searchParams.set('channelId', channelId);
    url.searchParams.set('order', 'date');
    url.searchParams.set('type', 'video');
    url.searchParams.set('maxResults', '50');
    url.searchParams.set('key', env.YOUTUBE_API_KEY);
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const result = parseApiSearch(await fetchText(url, env));
    videos.push(...result.videos);
    pageToken = result.nextPageToken;
    if (!pageToken) break;
  }
  return videos;
}
