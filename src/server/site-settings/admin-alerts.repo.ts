// Drizzle queries behind the admin alert e-mails (Settings → Notifications) over the feature's own reading of
// reports; recipients, pending items and new accounts come from the shared aggregates (db/repos).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { contentReports } from '#server/db/schema/content';

export async function openReportCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(eq(contentReports.status, 'open'));
  return row?.n ?? 0;
}
