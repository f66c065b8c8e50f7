// The front door's API: mailing list, cookie consent, contact and parent-network messages, admin lists,
// invitations and invite-only sign-up, against a real database, with e-mails received by the SMTP stand-in.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsents } from '#server/db/schema/children';
import { contactMessages, invitations } from '#server/db/schema/outreach';
import { waitlistEntries } from '#server/db/schema/settings';
import { users } from '#server/db/schema/users';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUp, signUpAs } from '#server/test/auth-helpers';
import { startSmtpStandIn } from '#server/test/smtp-stand-in';
import { createTestApp } from '#server/test/test-app';
import { RATE_LIMITED_MESSAGE } from '#shared/api-error';
import { INVITATION_HEADER, OUTREACH_MESSAGES } from '#shared/outreach-messages';

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let admin: Caller;
let parent: Caller;
let ip = 0;

/** Each call comes from its own address unless told, so the per-address limits only bite where a test wants. */
function from(address?: string) {
  ip += 1;
  return { 'X-Forwarded-For': address ?? `203.0.113.${ip % 250}` };
}

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@qamar.test' });
  admin = await signUpAs(t.app, t.db, 'admin');
  parent = await signUpAs(t.app, t.db, 'parent');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('POST /api/waitlist', () => {
  it('adds the address once, lower-cased, and answers the spec message every time', async () => {
    for (const email of ['Amina.Family@Example.TEST', 'amina.family@example.test']) {
      const response = await jsonRequest(t.app, '/api/waitlist', {
        json: { email, userType: 'creator', locale: 'ar' },
        headers: from(),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: englishMessage(OUTREACH_MESSAGES.waitlistJoined) });
    }
    const rows = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'amina.family@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userType: 'creator', locale: 'ar' });
  });

  it('defaults the user type to parent', async () => {
    await jsonRequest(t.app, '/api/waitlist', {
      json: { email: 'default.type@example.test' },
      headers: from(),
    });
    const [row] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'default.type@example.test'));
    expect(row?.userType).toBe('parent');
  });

  it('refuses a missing or malformed address and an unknown user type with a clear 400', async () => {
    const cases: [unknown, string][] = [
      [{}, englishMessage(OUTREACH_MESSAGES.emailRequired)],
      [{ email: '' }, englishMessage(OUTREACH_MESSAGES.emailRequired)],
      [{ email: 'not-an-address' }, englishMessage(OUTREACH_MESSAGES.emailInvalid)],
      [{ email: 'ok@example.test', userType: 'admin' }, englishMessage(OUTREACH_MESSAGES.userTypeInvalid)],
    ];
    for (const [json, message] of cases) {
      const response = await jsonRequest(t.app, '/api/waitlist', { json, headers: from() });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
  });

  it('answers 429 after five sign-ups a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await jsonRequest(t.app, '/api/waitlist', {
        json: { email: `burst${i}@example.test` },
        headers: from('198.51.100.7'),
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect((await errorOf(response)).message).toBe(englishMessage(RATE_LIMITED_MESSAGE));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('cookie consent', () => {
  const deviceId = 'device-consent-0001';

  it('has no record until a choice, then remembers it per device and with the signed-in user', async () => {
    const before = await jsonRequest(t.app, `/api/cookie-consent?deviceId=${deviceId}`, { headers: from() });
    expect(await before.json()).toEqual({ consent: null });

    const essential = await jsonRequest(t.app, '/api/cookie-consent', {
      method: 'PUT',
      json: { deviceId, analyticsEnabled: true, marketingEnabled: false },
      headers: from(),
    });
    expect(essential.status).toBe(200);
    const all = await parent.request('/api/cookie-consent', {
      method: 'PUT',
      json: { deviceId, analyticsEnabled: true, marketingEnabled: true },
      headers: from(),
    });
    expect(await all.json()).toEqual({ consent: { analyticsEnabled: true, marketingEnabled: true } });

    const rows = await t.db.select().from(cookieConsents).where(eq(cookieConsents.deviceId, deviceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ analyticsEnabled: true, marketingEnabled: true, userId: parent.userId });

    const after = await jsonRequest(t.app, `/api/cookie-consent?deviceId=${deviceId}`, { headers: from() });
    expect(await after.json()).toEqual({ consent: { analyticsEnabled: true, marketingEnabled: true } });
  });

  it('refuses a bad device id or a missing choice', async () => {
    const query = await jsonRequest(t.app, '/api/cookie-consent?deviceId=x', { headers: from() });
    expect(query.status).toBe(400);
    expect((await errorOf(query)).message).toBe(englishMessage(OUTREACH_MESSAGES.deviceIdInvalid));
    const body = await jsonRequest(t.app, '/api/cookie-consent', {
      method: 'PUT',
      json: { deviceId, analyticsEnabled: 'yes' },
      headers: from(),
    });
    expect(body.status).toBe(400);
    expect((await errorOf(body)).message).toBe(englishMessage(OUTREACH_MESSAGES.consentInvalid));
  });

  it('answers 429 after twenty saves a minute from one address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const response = await jsonRequest(t.app, '/api/cookie-consent', {
        method: 'PUT',
        json: { deviceId: `burst-device-${i}-0000`, analyticsEnabled: true, marketingEnabled: false },
        headers: from('198.51.100.8'),
      });
      last = response.status;
    }
    expect(last).toBe(429);
  });
});

describe('contact and parent-network messages', () => {
  it('stores a contact message and e-mails it to the support address', async () => {
    const response = await jsonRequest(t.app, '/api/contact', {
      json: {
        name: 'Maryam Khan',
        email: 'Maryam@Example.test',
        subject: 'Arabic videos',
        message: 'Do you have more Arabic alphabet videos?',
      },
      headers: from(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: englishMessage(OUTREACH_MESSAGES.contactSent) });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.name, 'Maryam Khan'));
    expect(row).toMatchObject({ kind: 'contact', email: 'maryam@example.test', subject: 'Arabic videos' });
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes('help@qamar.test')).length)
      .toBe(1);
    const mail = smtp.received.find((received) => received.to.includes('help@qamar.test'));
    expect(mail && smtp.textOf(mail)).toContain('Do you have more Arabic alphabet videos?');
  });

  it('stores and e-mails a parent-network message (no subject)', async () => {
    const response = await parent.request('/api/parent-network/messages', {
      json: { name: 'Yusuf Ali', email: 'yusuf@example.test', message: 'I can scout content for you.' },
      headers: from(),
    });
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.name, 'Yusuf Ali'));
    expect(row).toMatchObject({ kind: 'parent-network', subject: null, userId: parent.userId });
    await expect
      .poll(() => smtp.received.some((mail) => smtp.textOf(mail).includes('I can scout content for you.')))
      .toBe(true);
  });

  it('refuses missing fields and a bad address with the field messages', async () => {
    const response = await jsonRequest(t.app, '/api/contact', {
      json: { name: '', email: 'nope', subject: '', message: '' },
      headers: from(),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { message: string }[] } };
    expect(body.error.issues.map((issue) => issue.message).sort()).toEqual(
      [
        englishMessage(OUTREACH_MESSAGES.nameRequired),
        englishMessage(OUTREACH_MESSAGES.emailInvalid),
        englishMessage(OUTREACH_MESSAGES.subjectRequired),
        englishMessage(OUTREACH_MESSAGES.messageRequired),
      ].sort(),
    );
    const network = await jsonRequest(t.app, '/api/parent-network/messages', {
      json: { name: 'A', email: 'a@example.test' },
      headers: from(),
    });
    expect(network.status).toBe(400);
    expect((await errorOf(network)).message).toBe(englishMessage(OUTREACH_MESSAGES.messageRequired));
  });

  it('answers 429 after three messages a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await jsonRequest(t.app, '/api/contact', {
        json: { name: 'Burst', email: 'burst@example.test', subject: 'Hi', message: `Message ${i}` },
        headers: from('198.51.100.9'),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('admin lists', () => {
  it('lists contact messages newest first, admins only', async () => {
    const response = await admin.request('/api/admin/contact-messages?page=1');
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { name: string; createdAt: string }[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(2);
    const times = page.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await parent.request('/api/admin/contact-messages')).status).toBe(403);
    expect((await jsonRequest(t.app, '/api/admin/contact-messages')).status).toBe(401);
    expect((await admin.request('/api/admin/contact-messages?page=0')).status).toBe(400);
  });

  it('lists the waitlist with each entry state, admins only', async () => {
    const response = await admin.request('/api/admin/waitlist');
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { email: string; state: string }[] };
    expect(page.items.find((item) => item.email === 'amina.family@example.test')?.state).toBe('waiting');
    expect((await parent.request('/api/admin/waitlist')).status).toBe(403);
    expect((await jsonRequest(t.app, '/api/admin/waitlist')).status).toBe(401);
  });
});

describe('registration mode and invitations', () => {
  const invitee = 'amina.family@example.test';
  let link = '';

  it('lets only admins switch the mode, and records it in the audit log', async () => {
    expect(
      (await parent.request('/api/admin/registration-mode', { method: 'PUT', json: { mode: 'waitlist' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await jsonRequest(t.app, '/api/admin/registration-mode', {
          method: 'PUT',
          json: { mode: 'waitlist' },
        })
      ).status,
    ).toBe(401);
    const bad = await admin.request('/api/admin/registration-mode', {
      method: 'PUT',
      json: { mode: 'closed' },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(englishMessage(OUTREACH_MESSAGES.registrationModeInvalid));
    const ok = await admin.request('/api/admin/registration-mode', {
      method: 'PUT',
      json: { mode: 'waitlist' },
    });
    expect(await ok.json()).toEqual({ mode: 'waitlist' });
    const site = (await (await jsonRequest(t.app, '/api/site')).json()) as { registration: string };
    expect(site.registration).toBe('waitlist');
    const audit = (await (await admin.request('/api/admin/audit-log')).json()) as
      | { action: string }[]
      | {
          entries: { action: string }[];
        };
    expect(JSON.stringify(audit)).toContain('registration_mode_changed');
  });

  it('refuses a direct sign-up without an invitation while invite-only', async () => {
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'No Invite', email: 'no.invite@example.test', password: 'correct-horse-battery-staple' },
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(englishMessage(OUTREACH_MESSAGES.invitationRequired));
    expect(await t.db.select().from(users).where(eq(users.email, 'no.invite@example.test'))).toEqual([]);
    // A registered address is refused the same way: the answer tells nobody who has an account.
    const [registered] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, parent.userId));
    const again = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'No Invite', email: registered?.email, password: 'correct-horse-battery-staple' },
    });
    expect(again.status).toBe(403);
    expect((await errorOf(again)).message).toBe(englishMessage(OUTREACH_MESSAGES.invitationRequired));
  });

  it('e-mails a single-use link in the language the person joined in, storing only its hash', async () => {
    expect((await parent.request('/api/admin/invitations', { json: { email: invitee } })).status).toBe(403);
    const bad = await admin.request('/api/admin/invitations', { json: { email: 'nope' } });
    expect((await errorOf(bad)).message).toBe(englishMessage(OUTREACH_MESSAGES.emailInvalid));
    const response = await admin.request('/api/admin/invitations', { json: { email: invitee } });
    expect(response.status).toBe(201);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(invitee)).length).toBe(1);
    const mail = smtp.received.find((received) => received.to.includes(invitee));
    const text = mail ? smtp.textOf(mail) : '';
    expect(text).toContain('lang="ar"');
    link = /http:\/\/localhost:3000\/register\?invite=([\w-]+)/.exec(text)?.[1] ?? '';
    expect(link).not.toBe('');
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, invitee));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(link);
    const listed = (await (await admin.request('/api/admin/waitlist')).json()) as {
      items: { email: string; state: string }[];
    };
    expect(listed.items.find((item) => item.email === invitee)?.state).toBe('invited');
  });

  it('tells the register page whom a valid link is for, and refuses others', async () => {
    const ok = await jsonRequest(t.app, `/api/invitation?token=${link}`, { headers: from() });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: invitee });
    const unknown = await jsonRequest(t.app, '/api/invitation?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', {
      headers: from(),
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(englishMessage(OUTREACH_MESSAGES.invitationInvalid));
    const malformed = await jsonRequest(t.app, '/api/invitation?token=x', { headers: from() });
    expect(malformed.status).toBe(400);
  });

  it('refuses the link for another address, accepts it once for its own, then refuses a second use', async () => {
    const password = 'correct-horse-battery-staple';
    const other = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'Someone Else', email: 'someone.else@example.test', password },
      headers: { [INVITATION_HEADER]: link },
    });
    expect(other.status).toBe(403);
    expect((await errorOf(other)).message).toBe(englishMessage(OUTREACH_MESSAGES.invitationEmailMismatch));

    const first = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'Amina', email: invitee, password },
      headers: { [INVITATION_HEADER]: link },
    });
    expect(first.status).toBe(200);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, invitee));
    expect(row?.usedAt).not.toBeNull();
    // The invitation, e-mailed to this address and used for it, proved the address: nothing to confirm again.
    const [account] = await t.db.select().from(users).where(eq(users.email, invitee));
    expect(account?.emailVerified).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.received.filter((mail) => mail.to.includes(invitee) && /verify-email/.test(smtp.textOf(mail))),
    ).toEqual([]);

    const second = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'Amina Again', email: 'amina.again@example.test', password },
      headers: { [INVITATION_HEADER]: link },
    });
    expect(second.status).toBe(403);
    expect((await errorOf(second)).message).toBe(englishMessage(OUTREACH_MESSAGES.invitationInvalid));
    const listed = (await (await admin.request('/api/admin/waitlist')).json()) as {
      items: { email: string; state: string }[];
    };
    expect(listed.items.find((item) => item.email === invitee)?.state).toBe('joined');
  });

  it('lets everyone sign up again once the mode is open', async () => {
    const opened = await admin.request('/api/admin/registration-mode', {
      method: 'PUT',
      json: { mode: 'open' },
    });
    expect(opened.status).toBe(200);
    // signUp throws unless the sign-up answers 200; the new account is then signed in.
    const caller = await signUp(t.app, { verified: false });
    const me = await caller.request('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(caller.userId);
  });
});
