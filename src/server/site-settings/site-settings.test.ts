// The site-wide settings: every card saved and audited, the spec's messages, who may call, and the live
// channel: a write's NOTIFY reaches an open event stream.

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { systemSettings } from '#server/db/schema/settings';
import { ensureDefaultSettings } from '#server/db/seed/default-settings';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp } from '#server/test/test-app';
import { MESSAGES } from '#shared/messages';
import { parseTvModeValue, SETTINGS_MESSAGES } from '#shared/site-settings.schema';
import { sendDailyDigest } from './admin-alerts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Caller;
let parent: Caller;

beforeAll(async () => {
  t = await createTestApp();
  await ensureDefaultSettings(t.db);
  admin = await signUpAs(t.app, t.db, 'admin');
  parent = await signUpAs(t.app, t.db, 'parent');
});

afterAll(async () => {
  await t?.close();
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const put = (caller: Caller | undefined, path: string, json: unknown) =>
  caller ? caller.request(path, { method: 'PUT', json }) : jsonRequest(t.app, path, { method: 'PUT', json });

describe('the TV mode value', () => {
  it('is read from a boolean or from a JSON string', () => {
    expect(parseTvModeValue({ enabled: true })).toBe(true);
    expect(parseTvModeValue('{"enabled":true}')).toBe(true);
    expect(parseTvModeValue({ enabled: 'true' })).toBe(true);
    expect(parseTvModeValue({ enabled: 'false' })).toBe(false);
    expect(parseTvModeValue('not json')).toBe(false);
    expect(parseTvModeValue(undefined)).toBe(false);
  });
});

describe('GET /api/admin/settings and the PUTs', () => {
  it('answers every card with defaults, then what the admin saved, each change audited', async () => {
    const first = await admin.request('/api/admin/settings');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      tvMode: { enabled: false },
      feedVisibility: { public: true },
      site: { siteName: t.env.SITE_NAME, supportEmail: t.env.SUPPORT_EMAIL },
      security: { adminSessionHours: 168 },
      notifications: { newReport: true, newSubmission: true, dailyDigest: false },
    });
    const saves: [string, Record<string, unknown>][] = [
      ['tv-mode', { enabled: true }],
      ['site', { siteName: 'Qamar Kids Leeds', supportEmail: 'help@qamar.test' }],
      ['security', { adminSessionHours: 12 }],
      ['notifications', { newReport: false, newSubmission: true, dailyDigest: true }],
    ];
    for (const [card, value] of saves) {
      const response = await put(admin, `/api/admin/settings/${card}`, value);
      expect(response.status, card).toBe(200);
      expect(await response.json()).toEqual(value);
    }
    const after = (await (await admin.request('/api/admin/settings')).json()) as Record<string, unknown>;
    expect(after).toMatchObject({
      tvMode: { enabled: true },
      site: { siteName: 'Qamar Kids Leeds', supportEmail: 'help@qamar.test' },
      security: { adminSessionHours: 12 },
      notifications: { newReport: false, newSubmission: true, dailyDigest: true },
    });
    // The public site facts carry the configured name and support address.
    expect(await (await jsonRequest(t.app, '/api/site')).json()).toMatchObject({
      siteName: 'Qamar Kids Leeds',
      supportEmail: 'help@qamar.test',
    });
    const audit = await t.db
      .select()
      .from(moderationAuditLog)
      .where(
        and(eq(moderationAuditLog.action, 'setting_changed'), eq(moderationAuditLog.actorId, admin.userId)),
      );
    expect(audit.map((row) => row.targetId).sort()).toEqual(['notifications', 'security', 'site', 'tv_mode']);
    const tv = audit.find((row) => row.targetId === 'tv_mode');
    expect(tv?.before).toEqual({ enabled: false });
    expect(tv?.after).toEqual({ enabled: true });
    await put(admin, '/api/admin/settings/tv-mode', { enabled: false });
  });

  it('applies feed visibility to the catalog at once', async () => {
    expect((await put(admin, '/api/admin/settings/feed-visibility', { public: false })).status).toBe(200);
    expect(await t.feedVisibility.isPublic()).toBe(false);
    expect((await jsonRequest(t.app, '/api/feed')).status).toBe(401);
    expect((await put(admin, '/api/admin/settings/feed-visibility', { public: true })).status).toBe(200);
    expect(await t.feedVisibility.isPublic()).toBe(true);
    expect((await jsonRequest(t.app, '/api/feed')).status).toBe(200);
  });

  it('refuses bad input with a clear 400 and leaves the row alone', async () => {
    const cases: [string, unknown, string][] = [
      ['tv-mode', { enabled: 'yes' }, englishMessage(SETTINGS_MESSAGES.enabledInvalid)],
      ['feed-visibility', { public: 1 }, englishMessage(SETTINGS_MESSAGES.publicInvalid)],
      ['site', { siteName: '', supportEmail: 'a@b.test' }, englishMessage(SETTINGS_MESSAGES.siteNameInvalid)],
      [
        'site',
        { siteName: 'Qamar', supportEmail: 'nope' },
        englishMessage(SETTINGS_MESSAGES.supportEmailInvalid),
      ],
      ['security', { adminSessionHours: 0 }, englishMessage(SETTINGS_MESSAGES.sessionHoursInvalid)],
      ['notifications', { newReport: true }, englishMessage(SETTINGS_MESSAGES.notificationsInvalid)],
    ];
    for (const [card, json, message] of cases) {
      const response = await put(admin, `/api/admin/settings/${card}`, json);
      expect(response.status, card).toBe(400);
      expect((await errorOf(response)).message, card).toBe(message);
    }
    const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.key, 'tv_mode'));
    expect(row?.value).toEqual({ enabled: false });
  });

  it('refuses the signed-out (feed visibility in the spec words) and every role but admin', async () => {
    const signedOut = await put(undefined, '/api/admin/settings/feed-visibility', { public: false });
    expect(signedOut.status).toBe(401);
    expect((await errorOf(signedOut)).message).toBe(englishMessage(SETTINGS_MESSAGES.authenticationRequired));
    const signedOutTv = await put(undefined, '/api/admin/settings/tv-mode', { enabled: true });
    expect(signedOutTv.status).toBe(401);
    expect((await errorOf(signedOutTv)).message).toBe(englishMessage(MESSAGES.notAuthenticated));
    expect((await jsonRequest(t.app, '/api/admin/settings')).status).toBe(401);
    for (const card of ['tv-mode', 'feed-visibility']) {
      const response = await put(parent, `/api/admin/settings/${card}`, { enabled: true, public: false });
      expect(response.status).toBe(403);
    }
    expect((await parent.request('/api/admin/settings')).status).toBe(403);
    expect(await t.feedVisibility.isPublic()).toBe(true);
  });
});

describe('GET /api/settings/live', () => {
  it('answers the live values as JSON to anyone', async () => {
    const response = await jsonRequest(t.app, '/api/settings/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tvMode: false, feedPublic: true });
  });

  it('streams the current values, then a change NOTIFYd by a write', async () => {
    const channel = t.liveSettings;
    const response = await t.app.request('/api/settings/live', { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    const nextEvent = async (): Promise<{ tvMode: boolean; feedPublic: boolean }> => {
      for (;;) {
        const match = /event: settings\ndata: (.*)\n/.exec(buffered);
        if (match) {
          buffered = buffered.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1] as string);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    };
    expect(await nextEvent()).toEqual({ tvMode: false, feedPublic: true });
    await channel.ready;
    // The LISTEN connection re-reads once it is in place; skip that event if it came.
    const changed = put(admin, '/api/admin/settings/tv-mode', { enabled: true });
    expect((await changed).status).toBe(200);
    let event = await nextEvent();
    if (!event.tvMode) event = await nextEvent();
    expect(event).toEqual({ tvMode: true, feedPublic: true });
    // A write made outside this app (another process, or SQL by hand) is seen the same way: NOTIFY is the channel.
    await t.db.execute(
      sql.raw(
        `update system_settings set value = '"{\\"enabled\\":false}"'::jsonb where key = 'tv_mode'; select pg_notify('settings_changed', 'tv_mode')`,
      ),
    );
    expect(await nextEvent()).toEqual({ tvMode: false, feedPublic: true });
    expect(channel.subscriberCount).toBe(1);
    await reader.cancel();
    await expect.poll(() => channel.subscriberCount).toBe(0);
  });
});

describe('admin session lifetime (Settings → Security)', () => {
  it('ends an administrator session older than the lifetime, however active; a parent session of the same age stays', async () => {
    const saved = await admin.request('/api/admin/settings/security', {
      method: 'PUT',
      json: { adminSessionHours: 1 },
    });
    expect(saved.status).toBe(200);
    const older = await signUpAs(t.app, t.db, 'admin');
    const oldParent = await signUpAs(t.app, t.db, 'parent');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const who of [older, oldParent]) {
      await t.db.execute(sql`update sessions set created_at = ${twoHoursAgo} where user_id = ${who.userId}`);
    }
    expect((await older.request('/api/admin/settings')).status).toBe(401);
    expect((await older.request('/api/me')).status).toBe(401);
    const left = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${older.userId}`,
    );
    expect(left.rows[0]?.n).toBe(0);
    expect((await oldParent.request('/api/me')).status).toBe(200);
    // The admin who set it, signed in just now, is still in.
    expect((await admin.request('/api/admin/settings')).status).toBe(200);
    await admin.request('/api/admin/settings/security', { method: 'PUT', json: { adminSessionHours: 168 } });
  });
});

describe('admin alert e-mails (Settings → Notifications)', () => {
  const mailsTo = (email: string, subject: RegExp) =>
    t.sentMail.filter((mail) => mail.to === email && subject.test(mail.subject));

  it('a report and a submission are e-mailed to administrators while their switches are on, not after', async () => {
    const [{ email } = { email: '' }] = (
      await t.db.execute<{ email: string }>(sql`select email from users where id = ${admin.userId}`)
    ).rows;
    expect(
      (
        await put(admin, '/api/admin/settings/notifications', {
          newReport: true,
          newSubmission: true,
          dailyDigest: false,
        })
      ).status,
    ).toBe(200);
    const item = await insertContent(t.db, { title: 'Alert test video', status: 'published' });
    const reported = await parent.request(`/api/content/${item.id}/reports`, {
      json: { reason: 'inappropriate', details: 'Loud music at 2:10' },
    });
    expect(reported.status).toBe(201);
    await expect.poll(() => mailsTo(email, /^New report: “Alert test video”$/).length).toBe(1);
    expect(mailsTo(email, /^New report/)[0]?.text).toContain('Loud music at 2:10');

    const creator = await signUpAs(t.app, t.db, 'creator');
    const submitted = await creator.request('/api/submissions', {
      json: {
        title: 'Counting with Bilal',
        description: 'Counting to ten with fruit.',
        sourceType: 'youtube',
        youtubeUrl: 'https://youtu.be/AlErTtEsT01',
        category: 'STEM & Learning Activities',
        language: 'English',
        ageRange: 1,
        duration: 4,
        tags: ['Educational'],
        hasMusic: false,
        contentRating: 'G',
        shariahScore: 100,
      },
    });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    await expect.poll(() => mailsTo(email, /^New video to review: “Counting with Bilal”$/).length).toBe(1);

    // Switched off: a second report sends nothing.
    await put(admin, '/api/admin/settings/notifications', {
      newReport: false,
      newSubmission: true,
      dailyDigest: false,
    });
    const other = await signUpAs(t.app, t.db, 'parent');
    expect(
      (
        await other.request(`/api/content/${item.id}/reports`, {
          json: { reason: 'other', details: 'Second look' },
        })
      ).status,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email, /^New report/)).toHaveLength(1);
  });

  it('the daily digest carries the figures SQL counts, and only while it is on', async () => {
    const [{ email } = { email: '' }] = (
      await t.db.execute<{ email: string }>(sql`select email from users where id = ${admin.userId}`)
    ).rows;
    await put(admin, '/api/admin/settings/notifications', {
      newReport: true,
      newSubmission: true,
      dailyDigest: false,
    });
    expect(await sendDailyDigest(t)).toBe(0);
    await put(admin, '/api/admin/settings/notifications', {
      newReport: true,
      newSubmission: true,
      dailyDigest: true,
    });
    const before = t.sentMail.length;
    expect(await sendDailyDigest(t)).toBeGreaterThanOrEqual(1);
    const digest = t.sentMail.slice(before).find((mail) => mail.to === email);
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await t.db.execute<{ n: number }>(query)).rows[0] as { n: number }).n);
    const pending = await count(sql`select count(*)::int as n from content where status = 'pending'`);
    const reports = await count(sql`select count(*)::int as n from content_reports where status = 'open'`);
    expect(digest?.subject).toMatch(/: your daily summary$/);
    expect(digest?.text).toContain(`Videos waiting for review: ${pending}`);
    expect(digest?.text).toContain(`Open reports: ${reports}`);
    expect(reports).toBeGreaterThanOrEqual(1);
  });
});

describe('the configured site name (Settings → Site Configuration)', () => {
  it('is the name the e-mails carry from the next mail on', async () => {
    const [{ email } = { email: '' }] = (
      await t.db.execute<{ email: string }>(sql`select email from users where id = ${admin.userId}`)
    ).rows;
    expect(
      (
        await put(admin, '/api/admin/settings/site', {
          siteName: 'Qamar Kids Leeds',
          supportEmail: 'help@example.test',
        })
      ).status,
    ).toBe(200);
    await put(admin, '/api/admin/settings/notifications', {
      newReport: true,
      newSubmission: true,
      dailyDigest: true,
    });
    const before = t.sentMail.length;
    await sendDailyDigest(t);
    const digest = t.sentMail.slice(before).find((mail) => mail.to === email);
    expect(digest?.subject).toBe('Qamar Kids Leeds: your daily summary');
    const site = (await (await jsonRequest(t.app, '/api/site')).json()) as {
      siteName: string;
      supportEmail: string;
    };
    expect(site).toMatchObject({ siteName: 'Qamar Kids Leeds', supportEmail: 'help@example.test' });
    await put(admin, '/api/admin/settings/site', {
      siteName: 'Qamar Kids',
      supportEmail: 'help@example.test',
    });
  });
});
