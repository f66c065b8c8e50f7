import { describe, expect, it } from 'vitest';
import { feedQuerySchema, parseFeedSearchParams } from './feed.schema';
import { feedQueryToSearchParams } from './feed-query';

const read = (query: string) => parseFeedSearchParams(new URLSearchParams(query));

describe('parseFeedSearchParams reads a feed view from the URL leniently, with the one schema', () => {
  it('reads every field of a valid view', () => {
    expect(
      read(
        'age=2&language=Arabic&music=no&page=4&sort=random&q=%20eid%20&category=Shows&duration=5-10&source=youtube',
      ),
    ).toEqual({
      q: 'eid',
      age: [2],
      category: ['Shows'],
      language: 'Arabic',
      duration: '5-10',
      source: 'youtube',
      music: 'no',
      sort: 'random',
      page: 4,
    });
  });

  it('reads the values filters, round trip included, and drops a level an axis does not have', () => {
    const view = read('music=voice&faces=none&magic=none&imagery=shown&dancing=none');
    expect(view).toEqual({
      music: 'voice',
      faces: 'none',
      magic: 'none',
      imagery: 'shown',
      dancing: 'none',
      sort: 'recent',
      page: 1,
    });
    expect(read(feedQueryToSearchParams(view).toString())).toEqual(view);
    expect(read('music=loud&faces=unknown&magic=none')).toEqual({ magic: 'none', sort: 'recent', page: 1 });
  });

  it('drops an invalid field and keeps the rest of the view', () => {
    expect(read('age=7&language=Arabic&page=-1')).toEqual({ language: 'Arabic', sort: 'recent', page: 1 });
    expect(read('category=Shows,Cartoons&sort=oldest&q=wudu')).toEqual({
      q: 'wudu',
      sort: 'recent',
      page: 1,
    });
  });

  it('reads a repeated field as one list', () => {
    expect(read('age=1&age=3').age).toEqual([1, 3]);
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
