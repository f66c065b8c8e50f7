// Drizzle queries of the front door: waitlist entries, cookie consents, contact messages, invitations
// and the registration setting.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookieConsents } from '#server/db/schema/children';
import { contactMessages, invitations } from '#server/db/schema/outreach';
import { systemSettings, waitlistEntries } from '#server/db/schema/settings';
import type { Locale } from '#shared/locales';
import type { ContactKind } from '#shared/outreach.schema';
import type { RegistrationMode } from '#shared/outreach-messages';

/** One row per address: a second sign-up with the same address changes nothing and is not an error. */
export async function insertWaitlistEntry(
  db: DbOrTx,
  entry: { email: string; userType: 'parent' | 'creator'; locale: Locale | null },
): Promise<void> {
  await db.insert(waitlistEntries).values(entry).onConflictDoNothing({ target: waitlistEntries.email });
}

/** The waitlist, oldest first (first come, first invited), with the latest invitation and whether they joined. */
export async function waitlistPage(db: DbOrTx, offset: number, limit: number) {
  // Written out with table names: drizzle leaves columns unqualified inside sql``, and both tables have `email`.
  const latestInvite = sql<Date | null>`(select max(i.created_at) from invitations i where i.email = "waitlist_entries"."email")`;
  const joined = sql<boolean>`exists (select 1 from users u where lower(u.email) = "waitlist_entries"."email")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: waitlistEntries.id,
        email: waitlistEntries.email,
        userType: waitlistEntries.userType,
        locale: waitlistEntries.locale,
        createdAt: waitlistEntries.createdAt,
        invitedAt: latestInvite,
        joined,
      })
      .from(waitlistEntries)
      .orderBy(waitlistEntries.createdAt, waitlistEntries.id)
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(waitlistEntries),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findWaitlistLocale(db: DbOrTx, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: waitlistEntries.locale })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, email))
    .limit(1);
  return row?.locale ?? null;
}

export async function findConsent(db: DbOrTx, deviceId: string) {
  const [row] = await db
    .select({
      analyticsEnabled: cookieConsents.analyticsEnabled,
      marketingEnabled: cookieConsents.marketingEnabled,
    })
    .from(cookieConsents)
    .where(eq(cookieConsents.deviceId, deviceId))
    .limit(1);
  return row ?? null;
}

/** One row per device: a new choice replaces the old one; a signed-in user's id is kept with it. */
export async function upsertConsent(
  db: DbOrTx,
  consent: { deviceId: string; analyticsEnabled: boolean; marketingEnabled: boolean; userId: string | null },
): Promise<void> {
  await db
    .insert(cookieConsents)
    .values(consent)
    .onConflictDoUpdate({
      target: cookieConsents.deviceId,
      set: {
        analyticsEnabled: consent.analyticsEnabled,
        marketingEnabled: consent.marketingEnabled,
        // A choice made signed out never forgets the user a signed-in choice recorded.
        userId: sql`coalesce(excluded.user_id, ${cookieConsents.userId})`,
        updatedAt: new Date(),
      },
    });
}

export async function insertContactMessage(
  db: DbOrTx,
  message: {
    kind: ContactKind;
    name: string;
    email: string;
    subject: string | null;
    message: string;
    userId: string | null;
  },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

/** Newest first. */
export async function contactMessagesPage(db: DbOrTx, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        kind: contactMessages.kind,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(contactMessages),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Ends every unused invitation of this address (a new one replaces them). */
export async function expireOpenInvitations(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ expiresAt: now })
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt), gt(invitations.expiresAt, now)));
}

export async function insertInvitation(
  db: DbOrTx,
  invitation: { email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<void> {
  await db.insert(invitations).values(invitation);
}

/** An unused, unexpired invitation by its token's hash. */
export async function findOpenInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ email: invitations.email, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(
      and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}

export async function findRegistrationMode(db: DbOrTx): Promise<RegistrationMode> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'registration'))
    .limit(1);
  return row?.value?.mode === 'waitlist' ? 'waitlist' : 'open';
}

/** Writes the mode; returns the mode it replaced. */
export async function saveRegistrationMode(
  db: DbOrTx,
  mode: RegistrationMode,
  userId: string,
): Promise<RegistrationMode> {
  const before = await findRegistrationMode(db);
  await db
    .insert(systemSettings)
    .values({ key: 'registration', value: { mode }, updatedBy: userId })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: { mode }, updatedBy: userId, updatedAt: new Date() },
    });
  return before;
}
