// Demo sign-ins for a local installation: an admin, a parent with two children, and one of the demo creators.
// Created once (marker in app_meta) next to the demo catalog; never in production, whatever SEED_DEMO says: their
// password is published in the source, so in a production database a demo account that still has it loses its
// password sign-in.
import type { Database } from '#server/db/client';
import { updateCreatorProfileOfUser } from '#server/db/repos/creator-profiles.repo';
import { insertParentProfile } from '#server/db/repos/parent-profiles.repo';
import { upsertVerifiedUser } from '#server/db/repos/users.repo';
import type { AuthService } from '#server/http/app-env';
import {
  hasMarker,
  insertChildren,
  insertPasswordCredential,
  lockDemoSeeding,
  passwordCredentialsOf,
  passwordUsersByEmail,
  removePasswordSignIns,
  writeMarker,
} from './demo-accounts.repo';

/** Printed at start-up in development; fine to share because it only ever exists in demo data. */
export const DEMO_PASSWORD = 'bismillah-demo-2026';
const MARKER = 'demo_accounts';

export const DEMO_ACCOUNTS = [
  { id: 'demo-admin', email: 'admin@demo.qamarkids.local', name: 'Demo Admin', role: 'admin' },
  { id: 'demo-parent', email: 'parent@demo.qamarkids.local', name: 'Fatima Demo', role: 'parent' },
  // The first demo creator of the catalog, so the creator sign-in owns real content.
  {
    id: 'demo-creator-1',
    email: 'aisha.creator@demo.qamarkids.local',
    name: 'Aisha Rahman',
    role: 'creator',
  },
] as const;

function yearsAgo(years: number, months: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/**
 * Returns true when it created the accounts (first start with demo data). `password`: the browser tests' harness
 * gives its own, so the accounts survive its production-mode server.
 */
export async function ensureDemoAccounts(
  db: Database,
  auth: AuthService,
  password: string = DEMO_PASSWORD,
): Promise<boolean> {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  return db.transaction(async (tx) => {
    await lockDemoSeeding(tx);
    if (await hasMarker(tx, MARKER)) return false;
    for (const account of DEMO_ACCOUNTS) {
      await upsertVerifiedUser(tx, account);
      await insertPasswordCredential(tx, account.id, hash);
    }
    await insertParentProfile(tx, {
      userId: 'demo-parent',
      fullName: 'Fatima Demo',
      email: 'parent@demo.qamarkids.local',
      city: 'Birmingham',
      country: 'United Kingdom',
      subscriptionTier: 'Premium',
      subscriptionStatus: 'active',
      notificationPreferences: { setup_completed: true, onboarding_completed: true },
    });
    await insertChildren(tx, [
      {
        parentId: 'demo-parent',
        name: 'Amina',
        dateOfBirth: yearsAgo(7, 3),
        screenTimeLimit: 90,
        avatar: 'tulip',
      },
      {
        parentId: 'demo-parent',
        name: 'Yusuf',
        dateOfBirth: yearsAgo(4, 8),
        screenTimeLimit: 60,
        contentRestrictions: { level: 'strict' },
        avatar: 'rocket',
      },
    ]);
    await updateCreatorProfileOfUser(tx, 'demo-creator-1', {}, { setup_completed: true });
    await writeMarker(tx, MARKER);
    return true;
  });
}

/**
 * For production: a demo account whose password is still the published one can no longer sign in (its password
 * credential and sessions are removed; the user and what it made stay). Returns how many were disabled (none once
 * done).
 */
export async function disableDemoSignIns(db: Database, auth: AuthService): Promise<number> {
  const context = await auth.$context;
  const published: string[] = [];
  for (const credential of await passwordCredentialsOf(
    db,
    DEMO_ACCOUNTS.map((account) => account.id),
  )) {
    if (await context.password.verify({ hash: credential.hash, password: DEMO_PASSWORD }))
      published.push(credential.userId);
  }
  if (published.length === 0) return 0;
  return removePasswordSignIns(db, published);
}

/** The demo sign-ins that exist in this database (for the start-up banner). */
export async function listDemoSignIns(db: Database): Promise<{ email: string; role: string }[]> {
  return passwordUsersByEmail(
    db,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
}
