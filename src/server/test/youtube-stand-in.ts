// A local HTTP stand-in for YouTube used by tests: serves recorded channel feeds, oEmbed answers and Data API
// search pages, plus failing answers (404, 500, malformed XML, an HTML consent page), over real HTTP.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, 'youtube-fixtures');

/** The channel the browser tests' server answers with the recorded feed. */
export const E2E_YOUTUBE_CHANNEL = 'UCqamarKidsFixture00001a';
/** The videos of the recorded feed (youtube-fixtures/channel-feed.xml). */
export const E2E_YOUTUBE_VIDEO_IDS = ['Fx1aWuduK01', 'Fx2Ramadan2', 'Fx3Stories3'];

export type ChannelAnswer =
  | { fixture: string; contentType?: string }
  | { status: number; statusText: string; body?: string };

export type YouTubeStandIn = {
  baseUrl: string;
  apiBaseUrl: string;
  channels: Map<string, ChannelAnswer>;
  oembed: Map<string, { title: string; author_name: string }>;
  requests: string[];
  close: () => Promise<void>;
};

export function readFixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, name), 'utf8');
}

export async function startYouTubeStandIn(): Promise<YouTubeStandIn> {
  const channels = new Map<string, ChannelAnswer>();
  const oembed = new Map<string, { title: string; author_name: string }>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: string, contentType = 'text/plain', statusText?: string) => {
      res.writeHead(status, statusText ?? http.STATUS_CODES[status], { 'Content-Type': contentType });
      res.end(body);
    };
    if (url.pathname === '/feeds/videos.xml') {
      const answer = channels.get(url.searchParams.get('channel_id') ?? '');
      if (!answer) return send(404, 'Not Found');
      if ('fixture' in answer)
        return send(
          200,
          readFixture(answer.fixture),
          answer.contentType ?? 'application/atom+xml; charset=UTF-8',
        );
      return send(answer.status, answer.body ?? '', 'text/html', answer.statusText);
    }
    if (url.pathname === '/oembed') {
      const videoId = new URL(url.searchParams.get('url') ?? 'http://x').searchParams.get('v') ?? '';
      const known = oembed.get(videoId);
      return known ? send(200, JSON.stringify(known), 'application/json') : send(404, 'Not Found');
    }
    if (url.pathname === '/youtube/v3/search') {
      if (url.searchParams.get('key') !== 'test-api-key')
        return send(403, '{"error":{"code":403}}', 'application/json');
      const answer = channels.get(url.searchParams.get('channelId') ?? '');
      if (!answer) return send(404, 'Not Found');
      if ('status' in answer)
        return send(answer.status, answer.body ?? '', 'application/json', answer.statusText);
      const page = url.searchParams.get('pageToken') ? 'data-api-search-page2.json' : 'data-api-search.json';
      return send(200, readFixture(page), 'application/json');
    }
    return send(404, 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiBaseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    channels,
    oembed,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
