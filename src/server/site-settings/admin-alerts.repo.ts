// Drizzle queries behind the admin alert e-mails (Settings → Notifications): who receives them, and the daily
// digest's figures.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content, contentReports } from '#server/db/schema/content';
import { users } from '#server/db/schema/users';

/** Administrators who can receive mail: not suspended, address confirmed. */
export async function findAlertRecipients(db: DbOrTx) {
  return db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt), eq(users.emailVerified, true)));
}

export async function digestFigures(db: DbOrTx, since: Date) {
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(content)
    .where(eq(content.status, 'pending'));
  const [reports] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(eq(contentReports.status, 'open'));
  const [joined] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(gt(users.createdAt, since));
  return { pending: pending?.n ?? 0, reports: reports?.n ?? 0, newUsers: joined?.n ?? 0 };
}

export async function findContentTitle(db: DbOrTx, contentId: string): Promise<string> {
  const [row] = await db
    .select({ title: content.title })
    .from(content)
    .where(eq(content.id, contentId))
    .limit(1);
  return row?.title ?? '';
}
