// Writes the moderation audit log: who did what to which object, when, with the values before and after.
import type { DbOrTx } from '../db/client';
import { moderationAuditLog } from '../db/schema/moderation';

export type AuditEntryInput = {
  actorId: string | null;
  action: string;
  targetType: 'content' | 'report' | 'creator' | 'screening_term' | 'csv_import' | 'youtube_sync';
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
