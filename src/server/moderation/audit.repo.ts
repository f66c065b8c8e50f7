// The moderation audit log's queries: writing an entry (in the same transaction as the change it records) and
// reading the latest entries with their actors.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { users } from '#server/db/schema/users';

export type AuditEntryInput = {
  actorId: string | null;
  action: string;
  targetType:
    | 'content'
    | 'report'
    | 'creator'
    | 'screening_term'
    | 'csv_import'
    | 'youtube_sync'
    | 'connection_puzzle'
    | 'setting'
    | 'user'
    | 'testimonial';
  targetId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Takes a database handle or an open transaction: audit rows are written in the same transaction as the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntryInput): Promise<void> {
  await db.insert(moderationAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

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
