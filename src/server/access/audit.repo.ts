// Recording who changed what (the audit log every admin action writes): one function, called in the same
// transaction as the change it records, so a change and its entry stand or fall together.
import type { DbOrTx } from '#server/db/client';
import { moderationAuditLog } from '#server/db/schema/moderation';

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
