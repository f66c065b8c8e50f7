import { describe, expect, it } from 'vitest';
import { type FeedQuery, feedQuerySchema } from './feed.schema';
import { feedQueryToSearchParams, parseFeedSearchParams } from './feed-query';

/** The lenient reading the feed page did with zod: drop the failing fields, keep the rest. */
function withZod(params: URLSearchParams): FeedQuery {
  const raw: Record<string, string> = Object.fromEntries(params);
  const first = feedQuerySchema.safeParse(raw);
  if (first.success) return first.data;
  const invalid = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !invalid.has(key)));
  const second = feedQuerySchema.safeParse(kept);
  return second.success ? second.data : feedQuerySchema.parse({});
}

describe('parseFeedSearchParams (no zod) reads the URL exactly like the feed schema', () => {
  it.each([
    '',
    'q=wudu',
    'q=%20%20wudu%20',
    `q=${'x'.repeat(101)}`,
    'q=',
    'age=1,2',
    'age=1,9',
    'age=%201',
    'age=,',
    `age=${Array.from({ length: 21 }, () => '1').join(',')}`,
    'category=Shows,Other',
    'category=Shows,Cartoons',
    'language=Urdu',
    'language=urdu',
    'duration=20%2B',
    'duration=1-2',
    'source=tiktok',
    'source=vimeo',
    'music=yes',
    'music=maybe',
    'sort=random',
    'sort=oldest',
    'page=3',
    'page=0',
    'page=2.5',
    'page=abc',
    'page=10001',
    'page=%202%20',
    'age=2&language=Arabic&music=no&page=4&sort=recent&q=eid&category=Shows&duration=5-10&source=youtube',
    'age=7&language=Arabic&page=-1',
  ])('%s', (query) => {
    const params = new URLSearchParams(query);
    expect(parseFeedSearchParams(params)).toEqual(withZod(params));
  });

  it('round-trips through feedQueryToSearchParams', () => {
    const query = feedQuerySchema.parse({
      q: 'eid',
      age: '1,3',
      category: 'Shows',
      sort: 'random',
      page: '2',
    });
    expect(parseFeedSearchParams(feedQueryToSearchParams(query))).toEqual(query);
  });
});
