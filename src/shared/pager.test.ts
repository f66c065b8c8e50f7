import { describe, expect, it } from 'vitest';
import { FEED_MAX_PAGE, feedPager, listPages, pageCount } from './pager';

const base = { pageSize: 12, totalIsCapped: false, random: false };

describe('feedPager', () => {
  it('reads the rows of the requested page and counts the pages', () => {
    expect(feedPager({ ...base, page: 3, total: 30 })).toEqual({
      page: 3,
      offset: 24,
      totalPages: 3,
      hasMore: false,
    });
    expect(feedPager({ ...base, page: 2, total: 30 })).toEqual({
      page: 2,
      offset: 12,
      totalPages: 3,
      hasMore: true,
    });
  });

  it('offers one page when nothing matches', () => {
    expect(feedPager({ ...base, page: 1, total: 0 })).toEqual({
      page: 1,
      offset: 0,
      totalPages: 1,
      hasMore: false,
    });
  });

  it('never offers more pages than the API serves', () => {
    const pager = feedPager({ ...base, page: 1, total: 12 * FEED_MAX_PAGE + 500 });
    expect(pager.totalPages).toBe(FEED_MAX_PAGE);
    expect(feedPager({ ...base, page: FEED_MAX_PAGE, total: 12 * FEED_MAX_PAGE + 500 }).hasMore).toBe(false);
  });

  it('has a next page whenever the count was capped', () => {
    expect(feedPager({ ...base, page: 84, total: 1_000, totalIsCapped: true })).toMatchObject({
      totalPages: 84,
      hasMore: true,
    });
  });

  it('serves a random draw as page 1 with no next page', () => {
    expect(feedPager({ ...base, page: 5, total: 500, totalIsCapped: true, random: true })).toEqual({
      page: 1,
      offset: 0,
      totalPages: 42,
      hasMore: false,
    });
  });
});

describe('pageCount and listPages', () => {
  it('fills whole pages, a part page counting as one', () => {
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(31, 10)).toBe(4);
    expect(pageCount(1, 10)).toBe(1);
  });

  it('counts an empty list as one empty page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(listPages(1, 10, 0)).toEqual({ totalPages: 1, hasMore: false });
  });

  it('has a next page exactly while items remain after this one', () => {
    expect(listPages(1, 10, 11)).toEqual({ totalPages: 2, hasMore: true });
    expect(listPages(2, 10, 11)).toEqual({ totalPages: 2, hasMore: false });
    expect(listPages(2, 10, 20)).toEqual({ totalPages: 2, hasMore: false });
    expect(listPages(2, 10, 21)).toEqual({ totalPages: 3, hasMore: true });
    // A page past the end (a stale link) has nothing after it.
    expect(listPages(5, 10, 21)).toEqual({ totalPages: 3, hasMore: false });
  });
});
