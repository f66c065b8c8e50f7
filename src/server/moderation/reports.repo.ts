// Report queries: the open queue with item and reporter, one report locked for its decision, and settling reports.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content, contentReports } from '#server/db/schema/content';
import { users } from '#server/db/schema/users';

/** Open reports, oldest first, with the reported item and the reporter (gone reporters are null). */
export function openReportRows(db: DbOrTx, limit: number) {
  return db
    .select({
      id: contentReports.id,
      reason: contentReports.reason,
      details: contentReports.details,
      createdAt: contentReports.createdAt,
      contentId: content.id,
      contentTitle: content.title,
      contentStatus: content.status,
      reporterId: users.id,
      reporterName: users.name,
      reporterEmail: users.email,
    })
    .from(contentReports)
    .innerJoin(content, eq(content.id, contentReports.contentId))
    .leftJoin(users, eq(users.id, contentReports.userId))
    .where(eq(contentReports.status, 'open'))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .limit(limit);
}

/** The report, locked until the transaction ends (two moderators cannot settle it twice). */
export async function lockReport(db: DbOrTx, id: string) {
  const [report] = await db.select().from(contentReports).where(eq(contentReports.id, id)).for('update');
  return report;
}

export async function settleReport(
  db: DbOrTx,
  id: string,
  values: { status: 'dismissed' | 'actioned'; resolvedAt: Date; resolvedBy: string },
): Promise<void> {
  await db.update(contentReports).set(values).where(eq(contentReports.id, id));
}

/** Every open report about the item, settled as actioned by the same decision. */
export async function actionOpenReportsOf(
  db: DbOrTx,
  contentId: string,
  values: { resolvedAt: Date; resolvedBy: string },
): Promise<void> {
  await db
    .update(contentReports)
    .set({ status: 'actioned', ...values })
    .where(and(eq(contentReports.contentId, contentId), eq(contentReports.status, 'open')));
}
