// The audit log as admins read it: the latest 50 entries, of one object or of everything.

import type { Database } from '#server/db/client';
import type { AuditEntry } from '#shared/moderation.schema';
import { latestAuditEntries } from './audit.repo';

export async function auditLog(db: Database, targetId?: string): Promise<AuditEntry[]> {
  const rows = await latestAuditEntries(db, targetId, 50);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
