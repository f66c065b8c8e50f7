// Everything a child endpoint reads from the catalog, always through the child's content policy in SQL:
// published, age band, ratings by level, allowed categories, music, and the parent's lists for the child (blocks;
// approved content only). Anything else answers 403.

import type { SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { AppError, notFound } from '#server/http/app-error';
import type { ChildContentPolicy } from '#shared/child-content-policy';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import type { ContentDetail, FeedItem, FeedPage, FeedQuery } from '#shared/feed.schema';
import { isUuid } from '#shared/ids';
import {
  countBlockedMatches,
  countUpTo,
  findPage,
  findPolicyVerdict,
  findRandomDraw,
  policyFilters,
  policyWhereOthers,
} from './catalog.repo';
import {
  type CatalogReadDeps,
  FEED_TOTAL_CAP,
  facetPage,
  getPublishedContent,
  type MatchCount,
  searchPage,
  toFeedItem,
} from './catalog.service';
import { policyFacetFilter } from './facet-filter';

export async function childFeedPage(
  deps: CatalogReadDeps,
  policy: ChildContentPolicy,
  query: FeedQuery,
): Promise<FeedPage> {
  const filter = policyFacetFilter(policy, query);
  // The same pager as the public feed, capped at FEED_TOTAL_CAP; the count from the facet counts.
  const filters = filter === null ? null : policyFilters(policy, query);
  if (query.q) return searchPage(deps.db, query, filters, FEED_TOTAL_CAP);
  const where = filters ?? policyFilters(policy, query);
  return facetPage(deps.db, query, filter, where, FEED_TOTAL_CAP, listsCount(deps, policy, query, where));
}

/**
 * The child's lists in the feed's total. Approved-only counts the (small) approved set itself, up to the cap + 1.
 * Otherwise the facet counts' total less the blocked videos it holds, which is exact unless the child has blocked
 * creators: counting a creator's videos would read every one of them, so the total is then an upper bound (the page
 * reads one row ahead, and its last page sets the total right).
 */
function listsCount(deps: CatalogReadDeps, policy: ChildContentPolicy, query: FeedQuery, where: SQL) {
  const { lists } = policy;
  if (!lists) return undefined;
  if (lists.approvedOnly) {
    return async (): Promise<MatchCount> => ({
      matches: await countUpTo(deps.db, where, FEED_TOTAL_CAP + 1),
      upperBound: false,
    });
  }
  return async (facetMatches: () => Promise<number>): Promise<MatchCount> => {
    const [all, blocked] = await Promise.all([
      facetMatches(),
      countBlockedMatches(deps.db, { ...policy, lists }, query),
    ]);
    return { matches: Math.max(0, all - blocked.videos), upperBound: blocked.creators };
  };
}

/** 404 for an unknown id, 403 for anything the policy does not allow (including unpublished items). */
export async function requireAllowed(db: Database, policy: ChildContentPolicy, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('videoNotFound');
  const row = await findPolicyVerdict(db, policy, id);
  if (!row) throw notFound('videoNotFound');
  if (!row.allowed) throw new AppError('FORBIDDEN', CHILD_MODE_MESSAGES.notAppropriate);
}

export async function childContent(
  db: Database,
  policy: ChildContentPolicy,
  id: string,
): Promise<ContentDetail> {
  await requireAllowed(db, policy, id);
  return getPublishedContent(db, id);
}

export async function childRelated(
  db: Database,
  policy: ChildContentPolicy,
  id: string,
): Promise<FeedItem[]> {
  await requireAllowed(db, policy, id);
  const rows = await findPage(db, policyWhereOthers(policy, id), LIMITS.relatedVideos, 0);
  return rows.map(toFeedItem);
}

export async function childNext(
  db: Database,
  policy: ChildContentPolicy,
  id: string,
): Promise<string | null> {
  await requireAllowed(db, policy, id);
  const [row] = await findRandomDraw(db, policyWhereOthers(policy, id), 1);
  return row?.id ?? null;
}
