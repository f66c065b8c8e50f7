// On the server: the interface language kept on the account (GET /api/me, PUT /api/me/locale) and the
// e-mails sent in the recipient's language (stored language, else the asking browser's, else English).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUp, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator, insertUser } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { Me } from '#shared/accounts.schema';
import type { ApiErrorBody } from '#shared/api-error';

let t: TestApp;
let parent: Caller;
let creator: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [parent, creator, admin] = [
    await signUpAs(t.app, t.db, 'parent'),
    await signUpAs(t.app, t.db, 'creator'),
    await signUpAs(t.app, t.db, 'admin'),
  ];
});

afterAll(async () => {
  await t.close();
});

const setLocale = (who: Caller, json: unknown) => who.request('/api/me/locale', { method: 'PUT', json });
const me = async (who: Caller) => (await (await who.request('/api/me')).json()) as Me;
const storedLocale = async (userId: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0]?.locale;
const lastMailTo = (email: string) => t.sentMail.findLast((mail) => mail.to === email);

describe('PUT /api/me/locale', () => {
  it('keeps the language on the account, and GET /api/me returns it (null until chosen)', async () => {
    const caller = await signUpAs(t.app, t.db, 'parent');
    expect((await me(caller)).user.locale).toBeNull();
    const response = await setLocale(caller, { locale: 'ar' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ locale: 'ar' });
    expect((await me(caller)).user.locale).toBe('ar');
    expect(await storedLocale(caller.userId)).toBe('ar');
  });

  it.each([[{ locale: 'de' }], [{ locale: 'AR' }], [{ locale: null }], [{}], [{ locale: 3 }]])(
    'refuses %j with 400 and the schema message, changing nothing',
    async (body) => {
      await setLocale(parent, { locale: 'tr' });
      const response = await setLocale(parent, body);
      expect(response.status).toBe(400);
      const error = ((await response.json()) as ApiErrorBody).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe('Choose a supported language.');
      expect(await storedLocale(parent.userId)).toBe('tr');
    },
  );

  it('needs a signed-in user', async () => {
    const response = await jsonRequest(t.app, '/api/me/locale', { method: 'PUT', json: { locale: 'fr' } });
    expect(response.status).toBe(401);
  });

  it('any role may set its own language: parent, creator and admin', async () => {
    for (const [who, locale] of [
      [parent, 'ur'],
      [creator, 'ms'],
      [admin, 'fr'],
    ] as const) {
      expect((await setLocale(who, { locale })).status).toBe(200);
      expect((await me(who)).user.locale).toBe(locale);
    }
  });

  it("changes nobody else's record", async () => {
    const other = await insertUser(t.db, { locale: 'tr' });
    const before = await t.db.select().from(users).where(eq(users.id, other.id));
    await setLocale(parent, { locale: 'ar', userId: other.id });
    expect(await storedLocale(parent.userId)).toBe('ar');
    expect(await t.db.select().from(users).where(eq(users.id, other.id))).toEqual(before);
  });
});

describe("e-mails in the recipient's language", () => {
  it('a French user gets the password reset in French (subject, text and <html lang="fr">)', async () => {
    const caller = await signUp(t.app, { email: 'famille.fr@example.test' });
    await setLocale(caller, { locale: 'fr' });
    const response = await jsonRequest(t.app, '/api/auth/request-password-reset', {
      json: { email: 'famille.fr@example.test', redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    const mail = lastMailTo('famille.fr@example.test');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Qamar Kids');
    expect(mail?.text).toContain('Quelqu’un a demandé à réinitialiser le mot de passe');
    expect(mail?.text).toMatch(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('an Arabic user gets the change-of-address link in Arabic, right to left', async () => {
    const caller = await signUp(t.app, { email: 'usra.ar@example.test' });
    await setLocale(caller, { locale: 'ar' });
    const response = await caller.request('/api/auth/change-email', {
      json: { newEmail: 'usra.new@example.test', callbackURL: '/settings/profile' },
    });
    expect(response.status).toBe(200);
    const mail = lastMailTo('usra.new@example.test');
    expect(mail?.subject).toBe('أكِّد عنوان بريدك الإلكتروني في Qamar Kids');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('<div dir="rtl"');
    // The link stays left to right and is still in the text part, whole.
    expect(mail?.html).toMatch(/<a href="https?:\/\/[^"]+\/api\/auth\/verify-email\?[^"]+" dir="ltr">/);
    expect(mail?.text).toMatch(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/);
  });

  it('a new account (no language yet) is written to in the language of the browser that signed up', async () => {
    const response = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'Bilal', email: 'bilal.ur@example.test', password: 'a-long-unique-password-5' },
      headers: { 'Accept-Language': 'de-DE,ur-PK;q=0.9,en;q=0.5' },
    });
    expect(response.status).toBe(200);
    const mail = lastMailTo('bilal.ur@example.test');
    expect(mail?.subject).toBe('Qamar Kids کے لیے اپنے ای میل پتے کی تصدیق کریں');
    expect(mail?.html).toContain('<html lang="ur" dir="rtl">');
  });

  it('falls back to English (the text we always sent) without a language', async () => {
    await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'Sam', email: 'sam.en@example.test', password: 'a-long-unique-password-6' },
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    const mail = lastMailTo('sam.en@example.test');
    expect(mail?.subject).toBe('Confirm your e-mail address for Qamar Kids');
    expect(mail?.text).toMatch(
      /^Assalamu alaikum,\n\nPlease confirm that this is your e-mail address for Qamar Kids/,
    );
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
  });

  it('a creator is told about moderation in their language, the title kept as they wrote it', async () => {
    const user = await insertUser(t.db, { role: 'creator', locale: 'tr', email: 'yapimci.tr@example.test' });
    const profile = await insertCreator(t.db, { userId: user.id, fullName: 'Zeynep' });
    const item = await insertContent(t.db, {
      status: 'pending',
      creatorProfileId: profile.id,
      title: 'Ramazan Hikâyeleri',
    });
    const response = await admin.request(`/api/admin/content/${item.id}/publish`, { json: { revision: 1 } });
    expect(response.status).toBe(200);
    const mail = lastMailTo('yapimci.tr@example.test');
    expect(mail?.subject).toBe('“Ramazan Hikâyeleri” artık Qamar Kids üzerinde yayında');
    expect(mail?.text).toContain('Esselamü aleyküm Zeynep,');
    expect(mail?.text).toContain(`/video/${item.id}`);
    expect(mail?.html).toContain('<bdi>Ramazan Hikâyeleri</bdi>');
  });
});
