// Account rules: who am I, choosing parent or creator once, own profile (created on first visit), public
// profiles, wizard and creator-setup completion, and deleting an account with everything that belongs to it.
import type { z } from 'zod';
import { isEmailVerified, type SessionUser } from '#server/access';
import { cancelBillingForDeletion, holdFamilyBilling } from '#server/billing';
import { avatarUrlFor } from '#server/catalog';
import { deleteContentOfCreatorUser } from '#server/creator-studio';
import type { DbOrTx } from '#server/db/client';
import {
  creatorProfileOfUser,
  insertCreatorProfile,
  updateCreatorProfile,
  updateCreatorProfileOfUser,
} from '#server/db/repos/creator-profiles.repo';
import {
  activateFreePlan,
  insertParentProfile,
  parentProfileOfUser,
  updateParentProfile,
  updateParentProfileOfUser,
} from '#server/db/repos/parent-profiles.repo';
import { deleteUser, lockUserRole, updateUser, userLocale } from '#server/db/repos/users.repo';
import type { creatorProfiles, parentProfiles } from '#server/db/schema/users';
import type { AppDeps } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { deleteUploads } from '#server/uploads';
import {
  ACCOUNT_MESSAGES,
  type creatorSetupSchema,
  type Me,
  type OwnProfile,
  type PublicProfile,
  postSignInPath,
  type profileUpdateSchema,
} from '#shared/accounts.schema';
import type { Locale } from '#shared/locales';
import { findCredentialPassword, userHasPassword } from './accounts.repo';

type ParentRow = typeof parentProfiles.$inferSelect;
type CreatorRow = typeof creatorProfiles.$inferSelect;

function toOwnProfile(
  profile: { kind: 'parent'; row: ParentRow } | { kind: 'creator'; row: CreatorRow },
): OwnProfile {
  const prefs = profile.row.notificationPreferences ?? {};
  const common = {
    id: profile.row.id,
    fullName: profile.row.fullName,
    email: profile.row.email,
    phone: profile.row.phone,
    city: profile.row.city,
    country: profile.row.country,
    dateOfBirth: profile.row.dateOfBirth,
    subscriptionTier: profile.row.subscriptionTier,
    subscriptionStatus: profile.row.subscriptionStatus,
    setupCompleted: prefs.setup_completed === true,
    onboardingCompleted: prefs.onboarding_completed === true,
  };
  if (profile.kind === 'parent') {
    return {
      ...common,
      kind: 'parent',
      bio: null,
      website: null,
      expertise: [],
      youtubeChannelId: null,
      contentCategories: profile.row.contentCategories,
      spendingLimitMonthly: profile.row.spendingLimitMonthly ?? null,
      spendingLimitPerTransaction: profile.row.spendingLimitPerTransaction ?? null,
    };
  }
  return {
    ...common,
    kind: 'creator',
    bio: profile.row.bio,
    website: profile.row.socialLinks?.website ?? null,
    expertise: profile.row.expertise,
    youtubeChannelId: profile.row.youtubeChannelId,
    contentCategories: [],
    spendingLimitMonthly: null,
    spendingLimitPerTransaction: null,
  };
}

/** The user's own profile: a parent profile wins for parents, a creator profile for creators. */
async function findOwnProfile(db: DbOrTx, user: SessionUser) {
  // Sequential on purpose: inside a transaction both queries share one connection.
  const parent = await parentProfileOfUser(db, user.id);
  const creator = await creatorProfileOfUser(db, user.id);
  if (user.role === 'creator' && creator) return { kind: 'creator' as const, row: creator };
  if (parent) return { kind: 'parent' as const, row: parent };
  if (creator) return { kind: 'creator' as const, row: creator };
  return null;
}

function displayName(user: SessionUser, fallback: string): string {
  return user.name.trim() || user.email.split('@')[0] || fallback;
}

export async function getMe(db: DbOrTx, user: SessionUser): Promise<Me> {
  const found = await findOwnProfile(db, user);
  const hasPassword = await userHasPassword(db, user.id);
  const emailVerified = await isEmailVerified(db, user.id);
  const locale = await userLocale(db, user.id);
  const profile = found ? toOwnProfile(found) : null;
  return {
    user: { ...user, hasPassword, emailVerified, locale },
    profile,
    nextPath: postSignInPath({ role: user.role, profile }),
  };
}

/**
 * Parent or creator, chosen once (never admin); the same choice again is a no-op so retries are safe. The user's
 * row is locked first, so simultaneous choices (or a first visit to the profile) are taken one after the other
 * and the later ones see the profile the first one made: one account never ends up with both. The role read
 * under the lock decides, not the session's copy, which a simultaneous choice may have made stale.
 */
export async function chooseRole(deps: AppDeps, user: SessionUser, role: 'parent' | 'creator'): Promise<Me> {
  return deps.db.transaction(async (tx) => {
    const current = await lockUserRole(tx, user.id);
    if (!current) throw new AppError('NOT_AUTHENTICATED', 'notAuthenticated');
    const locked: SessionUser = { ...user, role: current };
    const existing = await findOwnProfile(tx, locked);
    if (existing) {
      if (existing.kind === role) return getMe(tx, locked);
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.roleAlreadyChosen);
    }
    // An admin, or a creator an admin made one, already has their role: it is not theirs to change here.
    if (current === 'admin' || (current === 'creator' && role !== 'creator'))
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.roleAlreadySet);
    await insertOwnProfile(tx, locked, role);
    await updateUser(tx, user.id, { role });
    return getMe(tx, { ...locked, role });
  });
}

function insertOwnProfile(db: DbOrTx, user: SessionUser, kind: 'parent' | 'creator') {
  const values = {
    userId: user.id,
    fullName: displayName(user, kind === 'parent' ? 'Parent' : 'Creator'),
    email: user.email,
  };
  return kind === 'parent' ? insertParentProfile(db, values) : insertCreatorProfile(db, values);
}

/** Any signed-in user (every role) keeps their own interface language on their account; nobody else's. */
export async function setOwnLocale(
  db: DbOrTx,
  user: SessionUser,
  locale: Locale,
): Promise<{ locale: Locale }> {
  await updateUser(db, user.id, { locale });
  return { locale };
}

export async function completeOnboarding(db: DbOrTx, user: SessionUser): Promise<void> {
  // Whichever profiles the user has (parent, creator or both) carry the flag.
  await updateParentProfileOfUser(db, user.id, {}, { onboarding_completed: true });
  await updateCreatorProfileOfUser(db, user.id, {}, { onboarding_completed: true });
}

/**
 * Spec: "a missing profile is created on first visit", of the kind the user's role says (default parent). Made
 * under the same lock as a role choice, so a first visit and a choice at the same moment make one profile.
 */
export async function getOrCreateOwnProfile(db: DbOrTx, user: SessionUser): Promise<OwnProfile> {
  const found = await findOwnProfile(db, user);
  if (found) return toOwnProfile(found);
  return db.transaction(async (tx) => {
    const role = (await lockUserRole(tx, user.id)) ?? user.role;
    const locked: SessionUser = { ...user, role };
    const again = await findOwnProfile(tx, locked);
    if (again) return toOwnProfile(again);
    const values = { userId: user.id, email: user.email };
    if (role === 'creator') {
      const row = await insertCreatorProfile(tx, { ...values, fullName: displayName(user, 'Creator') });
      if (!row) throw new AppError('INTERNAL', ACCOUNT_MESSAGES.noProfile);
      return toOwnProfile({ kind: 'creator', row });
    }
    const row = await insertParentProfile(tx, { ...values, fullName: displayName(user, 'Parent') });
    if (!row) throw new AppError('INTERNAL', ACCOUNT_MESSAGES.noProfile);
    return toOwnProfile({ kind: 'parent', row });
  });
}

export async function updateOwnProfile(
  db: DbOrTx,
  user: SessionUser,
  input: z.infer<typeof profileUpdateSchema>,
): Promise<OwnProfile> {
  const current = await getOrCreateOwnProfile(db, user);
  const now = new Date();
  const common = {
    fullName: input.fullName,
    phone: input.phone ?? null,
    city: input.city ?? null,
    country: input.country ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    updatedAt: now,
  };
  if (current.kind === 'parent') {
    await updateParentProfile(db, current.id, {
      ...common,
      ...(input.spendingLimitMonthly !== undefined
        ? { spendingLimitMonthly: input.spendingLimitMonthly }
        : {}),
      ...(input.spendingLimitPerTransaction !== undefined
        ? { spendingLimitPerTransaction: input.spendingLimitPerTransaction }
        : {}),
    });
  } else {
    const existing = await creatorProfileOfUser(db, user.id);
    await updateCreatorProfile(db, current.id, {
      ...common,
      bio: input.bio ?? null,
      ...(input.expertise !== undefined ? { expertise: input.expertise } : {}),
      socialLinks: { ...(existing?.socialLinks ?? {}), website: input.website ?? undefined },
    });
  }
  return getOrCreateOwnProfile(db, user);
}

export async function getPublicProfile(db: DbOrTx, userId: string): Promise<PublicProfile> {
  const creator = await creatorProfileOfUser(db, userId);
  if (creator) {
    return {
      userId,
      name: creator.fullName,
      type: 'creator',
      bio: creator.bio,
      website: creator.socialLinks?.website ?? null,
      avatarUrl: creator.avatarUrl ?? avatarUrlFor(creator.fullName),
    };
  }
  const parent = await parentProfileOfUser(db, userId);
  if (parent) {
    // Parents share only their name: nothing about their family is public.
    return {
      userId,
      name: parent.fullName,
      type: 'parent',
      bio: null,
      website: null,
      avatarUrl: avatarUrlFor(parent.fullName),
    };
  }
  throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.profileNotFound);
}

async function requireParentProfile(db: DbOrTx, user: SessionUser) {
  const profile = await parentProfileOfUser(db, user.id);
  if (!profile) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.noProfile);
  return profile;
}

export async function setContentPreferences(db: DbOrTx, user: SessionUser, categories: string[]) {
  const profile = await requireParentProfile(db, user);
  await updateParentProfile(db, profile.id, { contentCategories: [...new Set(categories)] });
}

/**
 * Finishing the wizard: setup completed, and a parent on the free plan (Basic, the default) gets an active
 * subscription. A paid plan is never lowered or touched here (activateFreePlan's UPDATE carries the tier
 * condition, so an upgrade landing at the same moment is not overwritten either).
 */
export async function completeParentSetup(db: DbOrTx, user: SessionUser): Promise<Me> {
  const profile = await requireParentProfile(db, user);
  const now = new Date();
  await activateFreePlan(db, profile.id, now);
  await updateParentProfile(db, profile.id, { updatedAt: now }, { setup_completed: true });
  return getMe(db, user);
}

export async function completeCreatorSetup(
  deps: AppDeps,
  user: SessionUser,
  input: z.infer<typeof creatorSetupSchema>,
): Promise<Me> {
  return deps.db.transaction(async (tx) => {
    // A creator an admin made one has no profile yet: setting up is where it is made.
    const profile =
      (await creatorProfileOfUser(tx, user.id)) ??
      (await insertCreatorProfile(tx, {
        userId: user.id,
        fullName: displayName(user, 'Creator'),
        email: user.email,
      }));
    if (!profile) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.noProfile);
    await updateCreatorProfile(
      tx,
      profile.id,
      {
        fullName: input.fullName,
        bio: input.bio ?? null,
        expertise: input.expertise,
        socialLinks: { ...profile.socialLinks, youtube: input.youtubeChannelUrl ?? undefined },
      },
      { setup_completed: true },
    );
    return getMe(tx, user);
  });
}

/**
 * Deletes the account; children, their sessions and history, likes, votes and sessions go with it (FK cascades).
 * First the family's Stripe subscriptions are cancelled (a failure stops here, nothing deleted); a creator's items
 * go in the same transaction as the account, and every uploaded file of theirs right after the commit.
 */
export async function deleteAccount(
  deps: AppDeps,
  user: SessionUser,
  password: string | undefined,
): Promise<void> {
  const hash = await findCredentialPassword(deps.db, user.id);
  if (hash) {
    const context = await deps.auth.$context;
    const valid = password ? await context.password.verify({ hash, password }) : false;
    if (!valid) throw new AppError('FORBIDDEN', 'passwordNotCorrect');
  }
  await cancelBillingForDeletion(deps, user.id);
  const uploadIds = await deps.db.transaction(async (tx) => {
    await holdFamilyBilling(tx, user.id);
    const uploads = await deleteContentOfCreatorUser(tx, user.id);
    await deleteUser(tx, user.id);
    return uploads;
  });
  try {
    await deleteUploads(deps, uploadIds);
  } catch (error) {
    // The rows are gone with the account, so the sweep cannot find these files: say which, for a hand clean-up.
    deps.logger.error({ err: error, uploadIds }, 'deleted account: some uploaded files could not be removed');
  }
}
