// The creator's list of their own items, with a waiting revision and unread messages marked.
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { contentRevisions } from '#server/db/schema/creator-studio';
import type { ContentStatus } from '#shared/domain';
import { itemId, unreadOf } from './messages.repo';

export async function myItems(
  db: DbOrTx,
  profileId: string,
  userId: string,
  filter: { status: 'all' | ContentStatus; q: string },
  limit: number,
) {
  const conditions: SQL[] = [eq(content.creatorProfileId, profileId)];
  if (filter.status !== 'all') conditions.push(eq(content.status, filter.status));
  if (filter.q) conditions.push(ilike(content.title, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select({
      id: content.id,
      title: content.title,
      status: content.status,
      scheduledPublishAt: content.scheduledPublishAt,
      publishedAt: content.publishedAt,
      viewCount: content.viewCount,
      hasPendingRevision: sql<boolean>`exists (select 1 from ${contentRevisions} rv where rv.content_id = ${itemId} and rv.status = 'pending')`,
      unreadMessages: unreadOf(userId),
      createdAt: content.createdAt,
      updatedAt: content.updatedAt,
    })
    .from(content)
    .where(and(...conditions))
    .orderBy(desc(content.updatedAt), desc(content.id))
    .limit(limit);
}
