// The front door's rules: the mailing list (one entry per address), cookie consent per device, contact
// messages (stored first, then e-mailed to support: nothing is lost when mail fails), invitations (single use,
// expiring, e-mailed in the recipient's language) and the registration mode (audit-logged).

import { recordAudit, type SessionUser } from '#server/access';
import type { AppDeps } from '#server/http/app-env';
import { AppError, englishMessage } from '#server/http/app-error';
import { composeMail, mailLocale } from '#server/mail/mail-texts';
import { configuredSiteName, configuredSupportEmail } from '#server/mail/site-name.repo';
import type { Locale } from '#shared/locales';
import {
  ADMIN_OUTREACH_PAGE_SIZE,
  type ConsentInput,
  type ConsentState,
  type ContactKind,
  type ContactMessagesPage,
  type InvitationCheck,
  type InvitationCreated,
  type WaitlistPage,
} from '#shared/outreach.schema';
import { INVITATION_DAYS, OUTREACH_MESSAGES, type RegistrationMode } from '#shared/outreach-messages';
import { hashInvitationToken, invitationUrl, newInvitationToken } from './invitation-token';
import {
  contactMessagesPage,
  expireOpenInvitations,
  findConsent,
  findOpenInvitation,
  findWaitlistLocale,
  insertContactMessage,
  insertInvitation,
  insertWaitlistEntry,
  saveRegistrationMode,
  upsertConsent,
  waitlistPage,
} from './outreach.repo';

type Deps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer'>;

export async function joinWaitlist(
  db: AppDeps['db'],
  input: { email: string; userType: 'parent' | 'creator'; locale?: Locale | undefined },
): Promise<{ message: string }> {
  await insertWaitlistEntry(db, {
    email: input.email,
    userType: input.userType,
    locale: input.locale ?? null,
  });
  return { message: englishMessage(OUTREACH_MESSAGES.waitlistJoined) };
}

export async function consentOf(db: AppDeps['db'], deviceId: string): Promise<ConsentState> {
  return { consent: await findConsent(db, deviceId) };
}

export async function saveConsent(
  db: AppDeps['db'],
  input: ConsentInput,
  user: SessionUser | null,
): Promise<ConsentState> {
  await upsertConsent(db, { ...input, userId: user?.id ?? null });
  return { consent: { analyticsEnabled: input.analyticsEnabled, marketingEnabled: input.marketingEnabled } };
}

const KIND_LABEL: Record<ContactKind, string> = {
  contact: 'Contact form',
  'parent-network': 'Parent network',
};

/** Stores the message, then forwards it to the support address; a failed forward is logged, never lost. */
export async function sendContactMessage(
  { db, env, logger, mailer }: Deps,
  kind: ContactKind,
  input: { name: string; email: string; subject?: string; message: string },
  user: SessionUser | null,
): Promise<{ message: string }> {
  const stored = await insertContactMessage(db, {
    kind,
    name: input.name,
    email: input.email,
    subject: input.subject ?? null,
    message: input.message,
    userId: user?.id ?? null,
  });
  // One line, whatever the sender typed: a subject is a header.
  const site = await configuredSiteName(db, env.SITE_NAME);
  const subject = `[${site}] ${KIND_LABEL[kind]}: ${input.subject ?? input.name}`.replace(/\s+/g, ' ');
  const text = [
    `${KIND_LABEL[kind]} message ${stored.id}`,
    `From: ${input.name} <${input.email}>`,
    input.subject ? `Subject: ${input.subject}` : null,
    `Sent: ${stored.createdAt.toISOString()}`,
    '',
    input.message,
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
  try {
    // The address an admin set in Settings → Site Configuration, not only the environment's.
    await mailer.send({ to: await configuredSupportEmail(db, env.SUPPORT_EMAIL), subject, text });
  } catch (error) {
    logger.warn({ err: error, contactMessageId: stored.id }, 'contact message stored but not e-mailed');
  }
  return { message: englishMessage(OUTREACH_MESSAGES.contactSent) };
}

function pageArgs(page: number) {
  return { offset: (page - 1) * ADMIN_OUTREACH_PAGE_SIZE, limit: ADMIN_OUTREACH_PAGE_SIZE };
}

export async function listContactMessages(db: AppDeps['db'], page: number): Promise<ContactMessagesPage> {
  const { offset, limit } = pageArgs(page);
  const { rows, total } = await contactMessagesPage(db, offset, limit);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageSize: ADMIN_OUTREACH_PAGE_SIZE,
  };
}

export async function listWaitlist(db: AppDeps['db'], page: number): Promise<WaitlistPage> {
  const { offset, limit } = pageArgs(page);
  const { rows, total } = await waitlistPage(db, offset, limit);
  return {
    items: rows.map(({ joined, invitedAt, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      invitedAt: invitedAt ? new Date(invitedAt).toISOString() : null,
      state: joined ? 'joined' : invitedAt ? 'invited' : 'waiting',
    })),
    total,
    page,
    pageSize: ADMIN_OUTREACH_PAGE_SIZE,
  };
}

/**
 * A new single-use link for this address (older unused ones stop working), e-mailed in the language the person
 * joined the waitlist in, else the admin's request language, else English.
 */
export async function inviteByEmail(
  { db, env, mailer }: Deps,
  admin: SessionUser,
  email: string,
  request: Request,
): Promise<InvitationCreated> {
  const token = newInvitationToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const locale = await db.transaction(async (tx) => {
    await expireOpenInvitations(tx, email, now);
    await insertInvitation(tx, {
      email,
      tokenHash: hashInvitationToken(token),
      invitedBy: admin.id,
      expiresAt,
    });
    return findWaitlistLocale(tx, email);
  });
  await mailer.send({
    to: email,
    ...composeMail('invitation', mailLocale(locale, request), {
      site: await configuredSiteName(db, env.SITE_NAME),
      url: invitationUrl(env.publicUrl, token),
    }),
  });
  return {
    email,
    expiresAt: expiresAt.toISOString(),
    message: englishMessage(OUTREACH_MESSAGES.invitationSent),
  };
}

/** The register page's check of an invitation link: the address it is for, or 404. */
export async function checkInvitation(db: AppDeps['db'], token: string): Promise<InvitationCheck> {
  const found = await findOpenInvitation(db, hashInvitationToken(token), new Date());
  if (!found) throw new AppError('NOT_FOUND', OUTREACH_MESSAGES.invitationInvalid);
  return { email: found.email, expiresAt: found.expiresAt.toISOString() };
}

export async function setRegistrationMode(
  db: AppDeps['db'],
  admin: SessionUser,
  mode: RegistrationMode,
): Promise<{ mode: RegistrationMode }> {
  await db.transaction(async (tx) => {
    const before = await saveRegistrationMode(tx, mode, admin.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'registration_mode_changed',
      targetType: 'setting',
      targetId: 'registration',
      before: { mode: before },
      after: { mode },
    });
  });
  return { mode };
}
