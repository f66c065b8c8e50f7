// Queries of "undo a publication": the item's publication columns (locked) and its latest audit entry.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { moderationAuditLog } from '#server/db/schema/moderation';

export async function publicationOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: content.status, publishedAt: content.publishedAt, updatedAt: content.updatedAt })
    .from(content)
    .where(eq(content.id, id));
  return row;
}

export async function latestAuditOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      action: moderationAuditLog.action,
      actorId: moderationAuditLog.actorId,
      before: moderationAuditLog.before,
      createdAt: moderationAuditLog.createdAt,
    })
    .from(moderationAuditLog)
    .where(eq(moderationAuditLog.targetId, id))
    .orderBy(desc(moderationAuditLog.createdAt), desc(moderationAuditLog.id))
    .limit(1);
  return row;
}
