// Everything a child endpoint reads from the catalog, always through the child's content policy in SQL:
// published, age band, ratings by level, allowed categories, music. Anything else answers 403.
import { and, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type ChildContentPolicy, childContentPolicy } from '../../shared/child-content-policy';
import { CHILD_MODE_MESSAGES } from '../../shared/child-mode';
import { LIMITS } from '../../shared/domain';
import type { ContentDetail, FeedItem, FeedPage, FeedQuery } from '../../shared/feed.schema';
import { isUuid } from '../../shared/ids';
import { feedPager, pageOffset } from '../../shared/pager';
import type { Database } from '../db/client';
import { childSessions } from '../db/schema/children';
import { content, contentViews } from '../db/schema/content';
import { countUpTo, findRandomDraw, findRecentPage, publishedFilters } from '../feed/feed.repo';
import { FEED_TOTAL_CAP, getPublishedContent, toFeedItem } from '../feed/feed.service';
import { AppError, notFound } from '../http/app-error';
import type { ChildSessionContext } from './child-sessions.repo';

export function policyFor(context: ChildSessionContext, today: Date = new Date()): ChildContentPolicy {
  return childContentPolicy(
    {
      dateOfBirth: context.child.dateOfBirth,
      restrictionLevel: context.child.contentRestrictions.level,
      childCategories: context.child.allowedCategories,
      parentCategories: context.parent.contentCategories,
      musicAllowed: context.child.musicAllowed,
    },
    today,
  );
}

/** The policy as one SQL condition; every child query includes it. */
export function policyWhere(policy: ChildContentPolicy): SQL {
  const conditions: SQL[] = [
    eq(content.status, 'published'),
    lte(content.ageRange, policy.maxAgeRange),
    inArray(content.contentRating, [...policy.ratings]),
  ];
  if (policy.categories) conditions.push(inArray(content.category, [...policy.categories]));
  if (!policy.allowMusic) conditions.push(eq(content.hasMusic, false));
  return and(...conditions) as SQL;
}

export async function childFeedPage(
  db: Database,
  policy: ChildContentPolicy,
  query: FeedQuery,
): Promise<FeedPage> {
  const where = and(publishedFilters(query), policyWhere(policy)) as SQL;
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  const offset = random ? 0 : pageOffset(query.page, pageSize);
  const [counted, rows] = await Promise.all([
    countUpTo(db, where, FEED_TOTAL_CAP + 1),
    random ? findRandomDraw(db, where, pageSize) : findRecentPage(db, where, pageSize, offset),
  ]);
  const total = Math.min(counted, FEED_TOTAL_CAP);
  const totalIsCapped = counted > FEED_TOTAL_CAP;
  // The same pager as the public feed, so the page count is capped at FEED_MAX_PAGE here too.
  const pager = feedPager({ page: query.page, pageSize, total, totalIsCapped, random });
  return {
    items: rows.map(toFeedItem),
    page: pager.page,
    pageSize,
    total,
    totalIsCapped,
    totalPages: pager.totalPages,
    hasMore: pager.hasMore,
  };
}

/** 404 for an unknown id, 403 for anything the policy does not allow (including unpublished items). */
export async function requireAllowed(db: Database, policy: ChildContentPolicy, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Video not found');
  const [row] = await db
    .select({ allowed: sql<boolean>`(${policyWhere(policy)})` })
    .from(content)
    .where(eq(content.id, id))
    .limit(1);
  if (!row) throw notFound('Video not found');
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
  const rows = await findRecentPage(
    db,
    and(policyWhere(policy), ne(content.id, id)) as SQL,
    LIMITS.relatedVideos,
    0,
  );
  return rows.map(toFeedItem);
}

export async function childNext(
  db: Database,
  policy: ChildContentPolicy,
  id: string,
): Promise<string | null> {
  await requireAllowed(db, policy, id);
  const [row] = await findRandomDraw(db, and(policyWhere(policy), ne(content.id, id)) as SQL, 1);
  return row?.id ?? null;
}

/** A child's view (after 5 s on screen), once per item per 24 hours; heartbeats then add its duration. */
export async function recordChildView(
  db: Database,
  context: ChildSessionContext,
  policy: ChildContentPolicy,
  contentId: string,
  userAgent: string | null,
  now: Date = new Date(),
): Promise<{ counted: boolean }> {
  await requireAllowed(db, policy, contentId);
  return db.transaction(async (tx) => {
    // The parent may have deleted the child (and with it this session) since the request was authenticated: hold
    // the session row, or answer as for a closed session instead of failing on the view's foreign key.
    const [session] = await tx
      .select({ id: childSessions.id })
      .from(childSessions)
      .where(eq(childSessions.id, context.session.id))
      .for('share');
    if (!session) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    // Serialise on the content row so two tabs cannot both count the same view.
    await tx.select({ id: content.id }).from(content).where(eq(content.id, contentId)).for('update');
    const [recent] = await tx
      .select({ id: contentViews.id })
      .from(contentViews)
      .where(
        and(
          eq(contentViews.childId, context.child.id),
          eq(contentViews.contentId, contentId),
          gte(contentViews.createdAt, new Date(now.getTime() - LIMITS.viewCooldownMs)),
        ),
      )
      .limit(1);
    if (recent) return { counted: false };
    await tx.insert(contentViews).values({
      contentId,
      viewerId: context.session.parentId,
      childId: context.child.id,
      deviceId: context.session.deviceId,
      userAgent: userAgent?.slice(0, 512) ?? null,
      isBot: false,
      viewedDate: now.toISOString().slice(0, 10),
      createdAt: now,
    });
    await tx
      .update(content)
      .set({ viewCount: sql`${content.viewCount} + 1` })
      .where(eq(content.id, contentId));
    return { counted: true };
  });
}
