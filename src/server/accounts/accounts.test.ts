import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth';
import { creatorProfiles, parentProfiles, users } from '#server/db/schema/users';
import {
  type Caller,
  followVerificationLink,
  jsonRequest,
  signIn,
  signUp,
  signUpAs,
  verificationLinkFor,
} from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { startSmtpStandIn } from '#server/test/smtp-stand-in';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { Me, OwnProfile, PublicProfile, SiteInfo } from '#shared/accounts.schema';
import type { ApiErrorBody } from '#shared/api-error';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: 'boss@example.test' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('sign-up and sign-in', () => {
  it('creates a parent-role user with no profile, who is sent to /complete-profile', async () => {
    const caller = await signUp(t.app, { name: 'Maryam Ali', email: 'Maryam@Example.test' });
    const me = await json<Me>(await caller.request('/api/me'));
    expect(me.user).toMatchObject({
      email: 'maryam@example.test',
      name: 'Maryam Ali',
      role: 'parent',
      hasPassword: true,
    });
    expect(me.profile).toBeNull();
    expect(me.nextPath).toBe('/complete-profile');
  });

  it('ignores a role sent at sign-up: the client cannot choose admin', async () => {
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: {
        name: 'Sneaky',
        email: 'sneaky@example.test',
        password: 'a-long-unique-password',
        role: 'admin',
      },
    });
    expect([200, 400]).toContain(response.status);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sneaky@example.test'));
    if (row) expect(row.role).toBe('parent');
  });

  it('cannot promote itself through update-user', async () => {
    const caller = await signUp(t.app);
    await caller.request('/api/auth/update-user', { json: { role: 'admin', name: 'Still Parent' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, caller.userId));
    expect(row?.role).toBe('parent');
  });

  it('an ADMIN_EMAILS address stays a parent at sign-up and becomes admin when its link is followed', async () => {
    const caller = await signUp(t.app, { email: 'boss@example.test', verified: false });
    const before = await json<Me>(await caller.request('/api/me'));
    expect(before.user).toMatchObject({ role: 'parent', emailVerified: false });
    expect(before.nextPath).toBe('/complete-profile');
    expect((await caller.request('/api/admin/overview')).status).toBe(403);
    const followed = await followVerificationLink(t.app, 'boss@example.test');
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/email-verified');
    const after = await json<Me>(await caller.request('/api/me'));
    expect(after.user).toMatchObject({ role: 'admin', emailVerified: true });
    expect(after.nextPath).toBe('/dashboard/admin');
    expect((await caller.request('/api/admin/overview')).status).toBe(200);
  });

  it('an unlisted address stays a parent when verified', async () => {
    const caller = await signUp(t.app, { email: 'not.boss@example.test' });
    const me = await json<Me>(await caller.request('/api/me'));
    expect(me.user).toMatchObject({ role: 'parent', emailVerified: true });
  });

  it('refuses a password from the leaked-password list', async () => {
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'Weak', email: 'weak@example.test', password: 'password123' },
    });
    expect(response.status).toBe(400);
    const body = await json<ApiErrorBody>(response);
    expect(body.error.message).toMatch(/too common/);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'Short', email: 'short@example.test', password: 'x7#kq' },
    });
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a wrong password with 401 in our error envelope', async () => {
    await signUp(t.app, { email: 'known@example.test', password: 'right-password-here' });
    const response = await jsonRequest(t.app, '/api/auth/sign-in/email', {
      json: { email: 'known@example.test', password: 'wrong-password-here' },
    });
    expect(response.status).toBe(401);
    expect((await json<ApiErrorBody>(response)).error.code).toBe('NOT_AUTHENTICATED');
  });

  it('signs out: the cookie no longer works', async () => {
    const caller = await signUp(t.app);
    expect((await caller.request('/api/me')).status).toBe(200);
    expect((await caller.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await caller.request('/api/me')).status).toBe(401);
  });
});

describe('signing up with an address that already has an account', () => {
  it('answers exactly as for a new address, starts no session, and e-mails the owner instead', async () => {
    const stamp = Date.now();
    const owner = `owner-${stamp}@example.test`;
    await signUp(t.app, { email: owner, password: 'the-owners-own-password' });
    const mailsTo = (email: string) => t.sentMail.filter((mail) => mail.to === email);
    const before = mailsTo(owner).length;

    const attempt = (email: string) =>
      jsonRequest(t.app, '/api/auth/sign-up/email', {
        json: { name: 'Curious Visitor', email, password: 'a-visitors-password-1' },
      });
    const shape = async (response: Response) => {
      const body = await json<{ user: Record<string, unknown> }>(response);
      return {
        status: response.status,
        keys: Object.keys(body).sort(),
        userKeys: Object.keys(body.user).sort(),
        user: { ...body.user, id: typeof body.user.id, createdAt: 'x', updatedAt: 'x', email: 'x' },
        session: response.headers.getSetCookie().some((value) => /session_token=[^;]/.test(value)),
      };
    };
    const registered = await shape(await attempt(owner));
    const fresh = await shape(await attempt(`fresh-${stamp}@example.test`));
    expect(registered).toEqual(fresh);
    expect(registered).toMatchObject({ status: 200, session: false });

    // The owner hears of it, in a mail that leads to a new password; the new address gets its confirmation.
    await expect.poll(() => mailsTo(owner).length).toBe(before + 1);
    const told = mailsTo(owner).at(-1);
    expect(told?.subject).toBe('You already have a Qamar Kids account');
    expect(told?.text).toContain('/forgot-password');
    expect(mailsTo(`fresh-${stamp}@example.test`).at(-1)?.subject).toBe(
      'Confirm your e-mail address for Qamar Kids',
    );
    // Nothing about the owner's account changed: their password still works, the visitor's does not.
    await signIn(t.app, owner, 'the-owners-own-password');
    const visitor = await jsonRequest(t.app, '/api/auth/sign-in/email', {
      json: { email: owner, password: 'a-visitors-password-1' },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('a suspended account signing in', () => {
  it('is told it is suspended only after the right password; a wrong one gets what an unknown address gets', async () => {
    const email = `suspended-${Date.now()}@example.test`;
    const person = await signUp(t.app, { email });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.userId));
    const attempt = (password: string, address = email) =>
      jsonRequest(t.app, '/api/auth/sign-in/email', { json: { email: address, password } });

    const right = await attempt('correct-horse-battery-staple');
    expect(right.status).toBe(403);
    const { error } = await json<ApiErrorBody & { error: { reason?: string } }>(right);
    expect(error.message).toBe('This account has been suspended. Please contact support.');
    expect(error.reason).toBe('ACCOUNT_SUSPENDED');
    expect(right.headers.getSetCookie().some((value) => /session_token=[^;]/.test(value))).toBe(false);

    const shape = async (response: Response) => {
      const body = await json<ApiErrorBody & { error: { reason?: string } }>(response);
      return {
        status: response.status,
        code: body.error.code,
        message: body.error.message,
        reason: body.error.reason,
      };
    };
    const wrong = await shape(await attempt('not-the-password-1'));
    const unknown = await shape(await attempt('not-the-password-1', `nobody-${Date.now()}@example.test`));
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });
});

describe('choosing a role', () => {
  it('parent: creates the parent profile and routes to the wizard', async () => {
    const caller = await signUp(t.app);
    const response = await caller.request('/api/me/role', { json: { role: 'parent' } });
    expect(response.status).toBe(200);
    const me = await json<Me>(response);
    expect(me.profile?.kind).toBe('parent');
    expect(me.nextPath).toBe('/get-started');
  });

  it('creator: creates the creator profile, sets the role and routes to creator setup', async () => {
    const caller = await signUp(t.app, { name: 'Yusuf Creates' });
    const me = await json<Me>(await caller.request('/api/me/role', { json: { role: 'creator' } }));
    expect(me.user.role).toBe('creator');
    expect(me.profile).toMatchObject({ kind: 'creator', fullName: 'Yusuf Creates' });
    expect(me.nextPath).toBe('/creator/get-started');
  });

  it('is idempotent for the same role and refuses switching once chosen', async () => {
    const caller = await signUpAs(t.app, t.db, 'parent');
    expect((await caller.request('/api/me/role', { json: { role: 'parent' } })).status).toBe(200);
    const switched = await caller.request('/api/me/role', { json: { role: 'creator' } });
    expect(switched.status).toBe(409);
    expect((await json<ApiErrorBody>(switched)).error.message).toBe('Your account already has a profile.');
  });

  it('gives one profile when parent and creator are chosen at the same moment, however many times', async () => {
    const caller = await signUp(t.app);
    const answers = await fireTogether(20, (index) =>
      caller.request('/api/me/role', { json: { role: index % 2 === 0 ? 'parent' : 'creator' } }),
    );
    const counts = statusCounts(answers);
    expect((counts[200] ?? 0) + (counts[409] ?? 0)).toBe(20);
    const won = await Promise.all(
      answers.filter((one) => one.status === 200).map(async (one) => (await json<Me>(one)).profile?.kind),
    );
    // Every success names the same kind (the retries of the winner are no-ops); the other kind is refused.
    expect(new Set(won).size).toBe(1);
    expect(counts[200]).toBe(10);
    expect(counts[409]).toBe(10);
    const parents = await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, caller.userId));
    const creators = await t.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, caller.userId));
    expect(parents.length + creators.length).toBe(1);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, caller.userId));
    expect(row?.role).toBe(won[0]);
  });

  it('gives one profile when the first visit to the profile and a creator choice come together', async () => {
    const caller = await signUp(t.app);
    await fireTogether(10, (index) =>
      index % 2 === 0
        ? caller.request('/api/profile')
        : caller.request('/api/me/role', { json: { role: 'creator' } }),
    );
    const parents = await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, caller.userId));
    const creators = await t.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, caller.userId));
    expect(parents.length + creators.length).toBe(1);
  });

  it('refuses a choice to an account that has its role already: an admin, a creator an admin made one', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const asAdmin = await admin.request('/api/me/role', { json: { role: 'parent' } });
    expect(asAdmin.status).toBe(409);
    expect((await json<ApiErrorBody>(asAdmin)).error.message).toBe('Your account already has a role.');
    expect(await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, admin.userId))).toEqual(
      [],
    );
    expect((await json<Me>(await admin.request('/api/me'))).nextPath).toBe('/dashboard/admin');

    const made = await signUp(t.app, { name: 'Made Creator' });
    await t.db.update(users).set({ role: 'creator' }).where(eq(users.id, made.userId));
    // No choice is offered: creator setup is next, and it makes the creator profile.
    expect((await json<Me>(await made.request('/api/me'))).nextPath).toBe('/creator/get-started');
    const asParent = await made.request('/api/me/role', { json: { role: 'parent' } });
    expect(asParent.status).toBe(409);
    expect((await json<ApiErrorBody>(asParent)).error.message).toBe('Your account already has a role.');
    const [still] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, made.userId));
    expect(still?.role).toBe('creator');
    const setup = await made.request('/api/creator/setup', {
      json: { fullName: 'Made Creator', expertise: [] },
    });
    expect(setup.status).toBe(200);
    expect(await json<Me>(setup)).toMatchObject({
      profile: { kind: 'creator', setupCompleted: true },
      nextPath: '/dashboard/creator',
    });
  });

  it.each([['admin'], ['superuser'], [undefined]])('refuses role %s with a 400', async (role) => {
    const caller = await signUp(t.app);
    const response = await caller.request('/api/me/role', { json: { role } });
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).error.message).toBe('Please choose parent or creator');
  });

  it('needs a signed-in user', async () => {
    const response = await jsonRequest(t.app, '/api/me/role', { json: { role: 'parent' } });
    expect(response.status).toBe(401);
    expect((await json<ApiErrorBody>(response)).error.message).toBe('Not authenticated');
  });
});

describe('parent wizard and creator setup', () => {
  it('finishing the wizard sets an active Basic subscription and setup_completed', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const prefs = await parent.request('/api/parent/content-preferences', {
      method: 'PUT',
      json: { categories: ['Shows', 'Quran & Dua for Kids'] },
    });
    expect(prefs.status).toBe(200);
    const done = await json<Me>(await parent.request('/api/parent/setup-complete', { json: {} }));
    expect(done.profile).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'Basic',
      setupCompleted: true,
      contentCategories: ['Shows', 'Quran & Dua for Kids'],
    });
    expect(done.nextPath).toBe('/dashboard/parent');
  });

  it('finishing the wizard again never lowers a Premium plan', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    await t.db
      .update(parentProfiles)
      .set({ subscriptionTier: 'Premium', subscriptionStatus: 'active' })
      .where(eq(parentProfiles.userId, parent.userId));
    const response = await parent.request('/api/parent/setup-complete', { json: {} });
    expect(response.status).toBe(200);
    const me = await json<Me>(response);
    expect(me.profile).toMatchObject({
      subscriptionTier: 'Premium',
      subscriptionStatus: 'active',
      setupCompleted: true,
    });
    const [row] = await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, parent.userId));
    expect(row).toMatchObject({ subscriptionTier: 'Premium', subscriptionStatus: 'active' });
  });

  it('rejects an unknown content category', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const response = await parent.request('/api/parent/content-preferences', {
      method: 'PUT',
      json: { categories: ['Cartoons'] },
    });
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).error.message).toBe('Invalid content category');
  });

  it('creator setup stores name, bio, channel and expertise, then routes to the creator dashboard', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const response = await creator.request('/api/creator/setup', {
      json: {
        fullName: 'Khadija Crafts',
        bio: 'Crafts for little hands',
        youtubeChannelUrl: 'https://www.youtube.com/@khadijacrafts',
        expertise: ['Crafts', 'Moral Lessons'],
      },
    });
    expect(response.status).toBe(200);
    const me = await json<Me>(response);
    expect(me.profile).toMatchObject({
      fullName: 'Khadija Crafts',
      expertise: ['Crafts', 'Moral Lessons'],
      setupCompleted: true,
    });
    expect(me.nextPath).toBe('/dashboard/creator');
  });

  it('creator setup rejects a bad channel URL', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const response = await creator.request('/api/creator/setup', {
      json: { fullName: 'X', youtubeChannelUrl: 'https://example.com/not-youtube', expertise: [] },
    });
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).error.message).toBe(
      'Please enter a valid YouTube channel URL',
    );
  });

  it.each([
    ['a creator calling the parent wizard', 'creator', '/api/parent/setup-complete'],
    ['a parent calling creator setup', 'parent', '/api/creator/setup'],
  ] as const)('forbids %s', async (_label, role, path) => {
    const caller = await signUpAs(t.app, t.db, role);
    const response = await caller.request(path, { json: { fullName: 'X', expertise: [] } });
    expect(response.status).toBe(403);
    expect((await json<ApiErrorBody>(response)).error.message).toBe('Access Denied');
  });

  it.each([['/api/parent/setup-complete'], ['/api/creator/setup'], ['/api/me/onboarding-complete']])(
    '%s needs a signed-in user',
    async (path) => {
      expect((await jsonRequest(t.app, path, { json: {} })).status).toBe(401);
    },
  );

  it('records onboarding completion on the profile', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    expect((await parent.request('/api/me/onboarding-complete', { json: {} })).status).toBe(204);
    const me = await json<Me>(await parent.request('/api/me'));
    expect(me.profile?.onboardingCompleted).toBe(true);
  });
});

describe('profiles', () => {
  it('creates a missing profile on first visit and updates it', async () => {
    const caller = await signUp(t.app, { name: 'Fresh Parent' });
    const first = await json<OwnProfile>(await caller.request('/api/profile'));
    expect(first).toMatchObject({ kind: 'parent', fullName: 'Fresh Parent' });
    const response = await caller.request('/api/profile', {
      method: 'PUT',
      json: {
        fullName: 'Fresh Parent Updated',
        phone: '+44 7700 900000',
        city: 'Leeds',
        country: 'United Kingdom',
        dateOfBirth: '1988-02-03',
        spendingLimitMonthly: '25.5',
        spendingLimitPerTransaction: '',
      },
    });
    expect(response.status).toBe(200);
    const body = await json<{ profile: OwnProfile; message: string }>(response);
    expect(body.message).toBe('Profile updated successfully');
    expect(body.profile).toMatchObject({
      fullName: 'Fresh Parent Updated',
      city: 'Leeds',
      spendingLimitMonthly: 25.5,
      spendingLimitPerTransaction: null,
    });
  });

  it('requires a full name and numeric spending limits, changing nothing on error', async () => {
    const caller = await signUpAs(t.app, t.db, 'parent');
    const noName = await caller.request('/api/profile', { method: 'PUT', json: { fullName: ' ' } });
    expect(noName.status).toBe(400);
    expect((await json<ApiErrorBody>(noName)).error.message).toBe('Full name is required');
    const badMoney = await caller.request('/api/profile', {
      method: 'PUT',
      json: { fullName: 'Changed', spendingLimitMonthly: 'lots' },
    });
    expect(badMoney.status).toBe(400);
    expect((await json<ApiErrorBody>(badMoney)).error.message).toBe('Spending limits must be numbers');
    const [row] = await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, caller.userId));
    expect(row?.fullName).not.toBe('Changed');
  });

  it('splits creator expertise on commas', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const response = await creator.request('/api/profile', {
      method: 'PUT',
      json: { fullName: 'C', expertise: ' Quran, Arabic ,, Crafts', website: 'https://crafts.example' },
    });
    const body = await json<{ profile: OwnProfile }>(response);
    expect(body.profile.expertise).toEqual(['Quran', 'Arabic', 'Crafts']);
    expect(body.profile.website).toBe('https://crafts.example');
  });

  it('PUT /api/profile only ever edits the caller’s own profile', async () => {
    const victim = await signUpAs(t.app, t.db, 'parent');
    const attacker = await signUpAs(t.app, t.db, 'parent');
    await attacker.request('/api/profile', {
      method: 'PUT',
      json: { fullName: 'Hacked', userId: victim.userId, id: victim.userId },
    });
    const [row] = await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, victim.userId));
    expect(row?.fullName).not.toBe('Hacked');
  });

  it('shows a public creator profile and hides everything but the name of a parent', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    await creator.request('/api/profile', {
      method: 'PUT',
      json: { fullName: 'Public Creator', bio: 'Stories', website: 'https://stories.example' },
    });
    const publicCreator = await json<PublicProfile>(
      await jsonRequest(t.app, `/api/profiles/${creator.userId}`),
    );
    expect(publicCreator).toMatchObject({
      name: 'Public Creator',
      type: 'creator',
      bio: 'Stories',
      website: 'https://stories.example',
    });
    const parent = await signUpAs(t.app, t.db, 'parent');
    const publicParent = await json<PublicProfile>(
      await jsonRequest(t.app, `/api/profiles/${parent.userId}`),
    );
    expect(publicParent).toMatchObject({ type: 'parent', bio: null, website: null });
  });

  it('answers "Profile Not Found" for an unknown user', async () => {
    const response = await jsonRequest(t.app, '/api/profiles/nobody-here');
    expect(response.status).toBe(404);
    expect((await json<ApiErrorBody>(response)).error.message).toBe('Profile Not Found');
  });

  it('GET /api/profile and /api/me need a signed-in user', async () => {
    expect((await jsonRequest(t.app, '/api/profile')).status).toBe(401);
    expect((await jsonRequest(t.app, '/api/me')).status).toBe(401);
  });
});

describe('e-mail verification', () => {
  it('sign-up e-mails a link that lands on /email-verified and marks the address verified', async () => {
    const caller = await signUp(t.app, { email: 'verify.me@example.test', verified: false });
    const mail = t.sentMail.findLast((sent) => sent.to === 'verify.me@example.test');
    expect(mail?.subject).toBe('Confirm your e-mail address for Qamar Kids');
    const link = new URL(verificationLinkFor(t.app, 'verify.me@example.test'));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('callbackURL')).toBe('/email-verified');
    expect((await json<Me>(await caller.request('/api/me'))).user.emailVerified).toBe(false);
    const followed = await t.app.request(link.pathname + link.search);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/email-verified');
    expect((await json<Me>(await caller.request('/api/me'))).user.emailVerified).toBe(true);
  });

  it('a forged or broken link lands on /email-verified with an error and verifies nothing', async () => {
    const caller = await signUp(t.app, { verified: false });
    const followed = await t.app.request(
      '/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified',
    );
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/email-verified?error=INVALID_TOKEN');
    expect((await json<Me>(await caller.request('/api/me'))).user.emailVerified).toBe(false);
  });

  it('resends the link on request, and the new link works', async () => {
    const caller = await signUp(t.app, { email: 'resend.me@example.test', verified: false });
    const before = t.sentMail.filter((sent) => sent.to === 'resend.me@example.test').length;
    const resend = await caller.request('/api/auth/send-verification-email', {
      json: { email: 'resend.me@example.test', callbackURL: '/email-verified' },
    });
    expect(resend.status).toBe(200);
    expect(t.sentMail.filter((sent) => sent.to === 'resend.me@example.test')).toHaveLength(before + 1);
    expect((await followVerificationLink(t.app, 'resend.me@example.test')).status).toBe(302);
    expect((await json<Me>(await caller.request('/api/me'))).user.emailVerified).toBe(true);
    // Once verified, asking again is refused with a clear 400 and sends nothing.
    const again = await caller.request('/api/auth/send-verification-email', {
      json: { email: 'resend.me@example.test' },
    });
    expect(again.status).toBe(400);
    expect(t.sentMail.filter((sent) => sent.to === 'resend.me@example.test')).toHaveLength(before + 1);
  });

  it('a client cannot declare itself verified at sign-up', async () => {
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: {
        name: 'Claims Verified',
        email: 'claims.verified@example.test',
        password: 'a-long-unique-password',
        emailVerified: true,
      },
    });
    expect([200, 400]).toContain(response.status);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'claims.verified@example.test'));
    if (row) expect(row.emailVerified).toBe(false);
  });
});

describe('site info', () => {
  it('says registration is open by default and Google is not configured', async () => {
    const site = await json<SiteInfo>(await jsonRequest(t.app, '/api/site'));
    expect(site).toMatchObject({ siteName: 'Qamar Kids', registration: 'open', googleSignIn: false });
  });
});

describe('password reset by e-mail', () => {
  it('always answers the same, mails a single-use link, and the new password works', async () => {
    await signUp(t.app, { email: 'reset.me@example.test', password: 'old-password-xyz' });
    const before = smtp.received.length;
    const unknown = await jsonRequest(t.app, '/api/auth/request-password-reset', {
      json: { email: 'nobody@example.test', redirectTo: '/reset-password' },
    });
    const known = await jsonRequest(t.app, '/api/auth/request-password-reset', {
      json: { email: 'reset.me@example.test', redirectTo: '/reset-password' },
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1);
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual(['reset.me@example.test']);
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(smtp.textOf(mail))?.[0];
    expect(link).toBeDefined();
    const follow = await t.app.request(new URL(link as string).pathname + new URL(link as string).search);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toMatch(/^[\w-]{16,}$/);
    const reset = await jsonRequest(t.app, '/api/auth/reset-password', {
      json: { newPassword: 'brand-new-password-1', token },
    });
    expect(reset.status).toBe(200);
    const again = await jsonRequest(t.app, '/api/auth/reset-password', {
      json: { newPassword: 'another-password-22', token },
    });
    expect(again.status).toBe(400);
    await expect(signIn(t.app, 'reset.me@example.test', 'old-password-xyz')).rejects.toThrow(/401/);
    const signedIn = await signIn(t.app, 'reset.me@example.test', 'brand-new-password-1');
    expect((await signedIn.request('/api/me')).status).toBe(200);
  });
});

describe('suspended users', () => {
  it('cannot sign in, and their existing sessions end', async () => {
    const caller: Caller = await signUp(t.app, {
      email: 'suspend.me@example.test',
      password: 'unique-password-77',
    });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, caller.userId));
    expect((await caller.request('/api/me')).status).toBe(401);
    const remaining = await t.db.select().from(sessions).where(eq(sessions.userId, caller.userId));
    expect(remaining).toHaveLength(0);
    const response = await jsonRequest(t.app, '/api/auth/sign-in/email', {
      json: { email: 'suspend.me@example.test', password: 'unique-password-77' },
    });
    expect(response.status).toBe(403);
    expect((await json<ApiErrorBody>(response)).error.message).toBe(
      'This account has been suspended. Please contact support.',
    );
  });
});

describe('changing e-mail and password', () => {
  it('changes the e-mail only when the link sent to the new address is followed', async () => {
    const caller = await signUp(t.app, { email: 'old.address@example.test', password: 'unique-password-88' });
    const response = await caller.request('/api/auth/change-email', {
      json: { newEmail: 'new.address@example.test', callbackURL: '/settings/profile' },
    });
    expect(response.status).toBe(200);
    // Nothing changes yet: the address is still the old one, still verified.
    const pending = await json<Me>(await caller.request('/api/me'));
    expect(pending.user).toMatchObject({ email: 'old.address@example.test', emailVerified: true });
    await expect(signIn(t.app, 'new.address@example.test', 'unique-password-88')).rejects.toThrow(/401/);
    const link = new URL(verificationLinkFor(t.app, 'new.address@example.test'));
    const followed = await t.app.request(link.pathname + link.search, { headers: { Cookie: caller.cookie } });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/email-verified');
    const me = await json<Me>(await caller.request('/api/me'));
    expect(me.user).toMatchObject({ email: 'new.address@example.test', emailVerified: true });
    await signIn(t.app, 'new.address@example.test', 'unique-password-88');
  });

  it('an unverified user cannot switch to another address without confirming it either', async () => {
    const caller = await signUp(t.app, { email: 'unverified.old@example.test', verified: false });
    const response = await caller.request('/api/auth/change-email', {
      json: { newEmail: 'unverified.new@example.test' },
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, caller.userId));
    expect(row?.email).toBe('unverified.old@example.test');
    expect(verificationLinkFor(t.app, 'unverified.new@example.test')).toContain('/api/auth/verify-email?');
  });

  it('refuses a leaked password as the new password', async () => {
    const caller = await signUp(t.app, { password: 'unique-password-99' });
    const response = await caller.request('/api/auth/change-password', {
      json: { currentPassword: 'unique-password-99', newPassword: 'password123', revokeOtherSessions: true },
    });
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).error.message).toMatch(/too common/);
  });
});

describe('deleting an account', () => {
  it('needs the word DELETE and the password, then removes the user and their children', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    await parent.request('/api/children', { json: { name: 'Zaid', dateOfBirth: '2018-03-04' } });
    const unconfirmed = await parent.request('/api/me', { method: 'DELETE', json: { confirm: 'yes' } });
    expect(unconfirmed.status).toBe(400);
    expect((await json<ApiErrorBody>(unconfirmed)).error.message).toBe('Type DELETE to confirm');
    const wrong = await parent.request('/api/me', {
      method: 'DELETE',
      json: { confirm: 'DELETE', password: 'nope-nope-nope' },
    });
    expect(wrong.status).toBe(403);
    const done = await parent.request('/api/me', {
      method: 'DELETE',
      json: { confirm: 'DELETE', password: 'correct-horse-battery-staple' },
    });
    expect(done.status).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, parent.userId))).toHaveLength(0);
    expect((await parent.request('/api/me')).status).toBe(401);
  });
});
