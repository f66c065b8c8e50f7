// The rules of admin user management: the filtered list, one user's detail, edits (unique e-mail), suspension (every
// session ended in the same transaction), reinstatement and role changes — never leaving the site without an active
// administrator — each written with its audit entry in one transaction (decision 021-a1).
import type { z } from 'zod';
import { recordAudit, type SessionUser } from '#server/access';
import { endAllSessionsOfParent } from '#server/child-mode';
import type { Database, DbOrTx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { updateCreatorProfileOfUser } from '#server/db/repos/creator-profiles.repo';
import { insertParentProfile, updateParentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import { updateUser as updateUserRow } from '#server/db/repos/users.repo';
import { AppError, notFound } from '#server/http/app-error';
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserRow,
  type adminUserQuerySchema,
  type adminUserUpdateSchema,
} from '#shared/admin-users.schema';
import type { SubscriptionTier, UserRole } from '#shared/domain';
import {
  deleteSessions,
  emailUsedByOther,
  lockActiveAdmins,
  lockUser,
  type UserRow,
  userDetailRow,
  userPage,
} from './admin-users.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** better-auth's ids are short random strings; anything else names no user (answered 404, before any query). */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function assertUserId(id: string): void {
  if (!USER_ID.test(id)) throw notFound(ADMIN_USER_MESSAGES.notFound);
}

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.suspendedAt ? 'suspended' : 'active',
    subscriptionTier: row.tier as SubscriptionTier,
    subscriptionStatus: row.subscriptionStatus ?? 'free',
    city: row.city,
    childrenCount: row.role === 'parent' ? Number(row.childrenCount) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(
  db: Database,
  query: z.output<typeof adminUserQuerySchema>,
): Promise<AdminUserPage> {
  const joinedFrom = query.joinedFrom ? new Date(`${query.joinedFrom}T00:00:00Z`) : undefined;
  const joinedBefore = query.joinedTo
    ? new Date(new Date(`${query.joinedTo}T00:00:00Z`).getTime() + DAY_MS)
    : undefined;
  const { rows, total } = await userPage(
    db,
    {
      q: query.q,
      role: query.role,
      tier: query.tier,
      status: query.status,
      city: query.city,
      joinedFrom,
      joinedBefore,
    },
    { limit: ADMIN_USERS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE },
  );
  return { users: rows.map(toRow), total, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

export async function userDetail(db: Database, id: string): Promise<AdminUserDetail> {
  assertUserId(id);
  const row = await userDetailRow(db, id);
  if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return {
    ...toRow(row),
    phone: row.phone,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    emailVerified: row.emailVerified,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    profileKind: row.parentProfileId ? 'parent' : row.creatorProfileId ? 'creator' : null,
  };
}

type UserUpdate = z.output<typeof adminUserUpdateSchema>;

export async function updateUser(
  db: Database,
  actor: SessionUser,
  id: string,
  input: UserUpdate,
): Promise<AdminUserDetail> {
  assertUserId(id);
  const before = await userDetailRow(db, id);
  if (!before) throw notFound(ADMIN_USER_MESSAGES.notFound);
  try {
    await db.transaction(async (tx) => {
      const locked = await lockUser(tx, id);
      if (!locked) throw notFound(ADMIN_USER_MESSAGES.notFound);
      if (await emailUsedByOther(tx, input.email, id))
        throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.emailTaken);
      await updateUserRow(tx, id, { name: input.name, email: input.email });
      const profile = {
        fullName: input.name,
        email: input.email,
        phone: input.phone ?? null,
        city: input.city ?? null,
        country: input.country ?? null,
        dateOfBirth: input.dateOfBirth ?? null,
      };
      if (before.creatorProfileId && (before.role === 'creator' || !before.parentProfileId))
        await updateCreatorProfileOfUser(tx, id, profile);
      else if (before.parentProfileId) await updateParentProfileOfUser(tx, id, profile);
      else await insertParentProfile(tx, { userId: id, ...profile });
      const previous: Record<string, unknown> = {
        name: before.name,
        email: before.email,
        phone: before.phone,
        city: before.city,
        country: before.country,
        dateOfBirth: before.dateOfBirth,
      };
      const next: Record<string, unknown> = {
        name: input.name,
        email: input.email,
        phone: profile.phone,
        city: profile.city,
        country: profile.country,
        dateOfBirth: profile.dateOfBirth,
      };
      const changed = Object.keys(next).filter((key) => previous[key] !== next[key]);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        before: Object.fromEntries(changed.map((key) => [key, previous[key]])),
        after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      });
    });
  } catch (error) {
    // Two edits racing for one address: the unique index decides, and the loser hears the same message.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.emailTaken);
    throw error;
  }
  return userDetail(db, id);
}

/** Refuses a change that would leave no active administrator; the admins' rows stay locked until commit. */
async function keepAnAdmin(tx: DbOrTx, id: string) {
  const admins = await lockActiveAdmins(tx);
  if (admins.includes(id) && admins.length <= 1)
    throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.lastAdmin);
}

export async function suspendUser(db: Database, actor: SessionUser, id: string): Promise<AdminUserDetail> {
  assertUserId(id);
  if (id === actor.id) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notYourself);
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, id);
    const user = await lockUser(tx, id);
    if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (user.suspendedAt) return; // already suspended: a retry changes nothing
    const at = new Date();
    await updateUserRow(tx, id, { suspendedAt: at });
    const ended = await deleteSessions(tx, id);
    // A suspended parent's children leave child mode too: the devices' credentials end with the parent's sessions.
    const childSessionsEnded = await endAllSessionsOfParent(tx, id, at);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      before: { status: 'active' },
      after: { status: 'suspended', sessionsEnded: ended, childSessionsEnded },
    });
  });
  return userDetail(db, id);
}

export async function reinstateUser(db: Database, actor: SessionUser, id: string): Promise<AdminUserDetail> {
  assertUserId(id);
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (!user.suspendedAt) return;
    await updateUserRow(tx, id, { suspendedAt: null });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.reinstate',
      targetType: 'user',
      targetId: id,
      before: { status: 'suspended' },
      after: { status: 'active' },
    });
  });
  return userDetail(db, id);
}

export async function changeRole(
  db: Database,
  actor: SessionUser,
  id: string,
  role: UserRole,
): Promise<AdminUserDetail> {
  assertUserId(id);
  if (id === actor.id) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notYourself);
  await db.transaction(async (tx) => {
    if (role !== 'admin') await keepAnAdmin(tx, id);
    const user = await lockUser(tx, id);
    if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (user.role === role) return;
    await updateUserRow(tx, id, { role });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role',
      targetType: 'user',
      targetId: id,
      before: { role: user.role },
      after: { role },
    });
  });
  return userDetail(db, id);
}
