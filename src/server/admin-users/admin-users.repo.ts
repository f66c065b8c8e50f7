// Every query of admin user management: the filtered All Users page, one user's detail, the locked rows the rules
// decide on (the user, the active administrators), the edits, suspension with its session revocation, role changes.
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { sessions } from '#server/db/schema/auth';
import { children } from '#server/db/schema/children';
import { creatorProfiles, parentProfiles, subscriptions, users } from '#server/db/schema/users';
import type { UserRole } from '#shared/domain';

export type UserFilter = {
  q?: string;
  role?: UserRole;
  tier?: string;
  status?: 'active' | 'suspended';
  city?: string;
  /** Inclusive, UTC midnight. */
  joinedFrom?: Date;
  /** Exclusive, UTC midnight after the last day. */
  joinedBefore?: Date;
};

/** LIKE pattern for a literal piece of text (%, _ and \ escaped). */
function containing(text: string): string {
  return `%${text.replaceAll(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// A user's profile fields come from the profile of their role (parent or creator); an admin's from whichever exists.
const city = sql<string | null>`coalesce(${parentProfiles.city}, ${creatorProfiles.city})`;
const tier = sql<string>`coalesce(${parentProfiles.subscriptionTier}, ${creatorProfiles.subscriptionTier}, 'Basic')`;

function whereOf(filter: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = containing(filter.q);
    parts.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (filter.role) parts.push(eq(users.role, filter.role));
  if (filter.tier) parts.push(sql`${tier} = ${filter.tier}`);
  if (filter.status === 'active') parts.push(isNull(users.suspendedAt));
  if (filter.status === 'suspended') parts.push(isNotNull(users.suspendedAt));
  if (filter.city) parts.push(sql`lower(${city}) = lower(${filter.city})`);
  if (filter.joinedFrom) parts.push(gte(users.createdAt, filter.joinedFrom));
  if (filter.joinedBefore) parts.push(lt(users.createdAt, filter.joinedBefore));
  return and(...parts);
}

const childrenCount = sql<number>`(select count(*)::int from ${children} where ${children.parentId} = ${users.id})`;

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  suspendedAt: users.suspendedAt,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  city,
  tier,
  subscriptionStatus: subscriptions.status,
  childrenCount,
};

/** One page of users, newest first (ties by id: a stable order for offset pages), and how many match in all. */
export async function userPage(db: DbOrTx, filter: UserFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(parentProfiles, eq(parentProfiles.userId, users.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(parentProfiles, eq(parentProfiles.userId, users.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type UserRow = Awaited<ReturnType<typeof userPage>>['rows'][number];

export async function userDetailRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      parentProfileId: parentProfiles.id,
      creatorProfileId: creatorProfiles.id,
      phone: sql<
        string | null
      >`coalesce(${parentProfiles.phone}, ${parentProfiles.phoneNumber}, ${creatorProfiles.phone})`,
      country: sql<string | null>`coalesce(${parentProfiles.country}, ${creatorProfiles.country})`,
      dateOfBirth: sql<
        string | null
      >`coalesce(${parentProfiles.dateOfBirth}, ${creatorProfiles.dateOfBirth})::text`,
    })
    .from(users)
    .leftJoin(parentProfiles, eq(parentProfiles.userId, users.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** The user's row, locked until the transaction ends (so the rules decide on the truth). */
export async function lockUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/**
 * Every active administrator's row, locked: two demotions (or suspensions) at once take these locks in turn, and the
 * second one re-reads the rows after the first commits, so it sees one administrator fewer (decision 021-a1).
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function emailUsedByOther(db: DbOrTx, email: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, id)))
    .limit(1);
  return Boolean(row);
}

/** Ends every better-auth session of the user at once: their next request carries a session that no longer exists. */
export async function deleteSessions(db: DbOrTx, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}
