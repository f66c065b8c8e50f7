// Queries of "undo a publication": the item's latest audit entry (the item itself is the content aggregate's).
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { moderationAuditLog } from '#server/db/schema/moderation';

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
