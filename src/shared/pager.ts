// Pager arithmetic, once: how many pages a counted list fills and whether a page follows (every paged list, on the
// server and the web), and the feed's pager on top of it (the public feed and the child feed: which rows a page
// reads, the highest page the API serves, a capped count, a random draw).

/** The highest page the feed API serves (feedQuerySchema refuses a larger `page`). */
export const FEED_MAX_PAGE = 10_000;

export type PagerInput = {
  /** The requested page, from 1. */
  page: number;
  pageSize: number;
  /** Matching items, counted up to a cap; when `totalIsCapped`, there are more than this many. */
  total: number;
  totalIsCapped: boolean;
  /** A random draw has one page and no next one. */
  random: boolean;
};

export type Pager = {
  /** The page served: the requested one, or 1 for a random draw. */
  page: number;
  /** Rows to skip before this page (0 for a random draw). */
  offset: number;
  /** At least 1, at most FEED_MAX_PAGE: the pager never offers a page the API would refuse. */
  totalPages: number;
  hasMore: boolean;
};

/** How many pages `total` items fill: at least 1, so an empty list is one empty page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A counted list's pager at `page` (from 1): how many pages it fills, and whether another follows. */
export function listPages(
  page: number,
  pageSize: number,
  total: number,
): { totalPages: number; hasMore: boolean } {
  const totalPages = pageCount(total, pageSize);
  return { totalPages, hasMore: page < totalPages };
}

/** Rows to skip before `page` (from 1): for a read that runs alongside the count, before feedPager can. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

export function feedPager({ page, pageSize, total, totalIsCapped, random }: PagerInput): Pager {
  const totalPages = Math.min(FEED_MAX_PAGE, pageCount(total, pageSize));
  if (random) return { page: 1, offset: 0, totalPages, hasMore: false };
  return {
    page,
    offset: pageOffset(page, pageSize),
    totalPages,
    hasMore: totalIsCapped || page < totalPages,
  };
}
