// Reading the audit log: the latest entries with their actors (entries are written by access/audit.repo.ts).
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { users } from '#server/db/schema/users';

/** The latest entries (of one target, or all), newest first, with the actor's name. */
export function latestAuditEntries(db: DbOrTx, targetId: string | undefined, limit: number) {
  return db
    .select({
      id: moderationAuditLog.id,
      action: moderationAuditLog.action,
      targetType: moderationAuditLog.targetType,
      targetId: moderationAuditLog.targetId,
      before: moderationAuditLog.before,
      after: moderationAuditLog.after,
      createdAt: moderationAuditLog.createdAt,
      actorId: users.id,
      actorName: users.name,
    })
    .from(moderationAuditLog)
    .leftJoin(users, eq(users.id, moderationAuditLog.actorId))
    .where(targetId ? eq(moderationAuditLog.targetId, targetId) : undefined)
    .orderBy(desc(moderationAuditLog.createdAt), desc(moderationAuditLog.id))
    .limit(limit);
}
