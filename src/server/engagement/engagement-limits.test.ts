// Abuse limits on engagement (decision 008): comments and reports per user per minute, counted views per client
// address and item per 24 h, and the index behind the signed-in viewer's cooldown.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { rateLimits } from '#server/db/schema/auth';
import { content, contentComments, contentReports, contentViews } from '#server/db/schema/content';
import { RATE_LIMITS, rateLimitKey } from '#server/http/rate-limit';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { fireTogether } from '#server/test/parallel';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import { ENGAGEMENT_LIMITS, type ViewResult } from '#shared/engagement';
import { forgetViewAddressHashes } from './engagement.jobs';
import { recentViewQuery } from './engagement.repo';
import { addressBucket } from './view-address';

const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a minute and try again.',
};
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let videoId: string;

beforeAll(async () => {
  // Behind our own proxy: X-Forwarded-For names the client, so one test process can play many addresses.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  videoId = (await insertContent(t.db, { title: 'Limits video' })).id;
});

afterAll(async () => {
  await t.close();
});

const comment = (caller: Caller, text = 'MashaAllah') =>
  caller.request(`/api/content/${videoId}/comments`, { json: { text } });
const report = (caller: Caller) =>
  caller.request(`/api/content/${videoId}/reports`, { json: { reason: 'other', details: 'Please check.' } });

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as ApiErrorBody).error).toMatchObject(RATE_LIMITED);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

async function commentsBy(userId: string) {
  return (await t.db.select().from(contentComments).where(eq(contentComments.userId, userId))).length;
}

/** Moves the user's current window for a rule back by more than its length, as if a minute had passed. */
async function windowPassed(rule: { name: string; max: number; windowMs: number }, userId: string) {
  await t.db
    .update(rateLimits)
    .set({ lastRequest: sql`${rateLimits.lastRequest} - ${rule.windowMs + 1}` })
    .where(eq(rateLimits.key, rateLimitKey(rule, userId)));
}

describe('comment rate limit', () => {
  it(`accepts ${ENGAGEMENT_LIMITS.commentsPerMinute} comments a minute, then answers 429 with a clear message`, async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    for (let i = 0; i < ENGAGEMENT_LIMITS.commentsPerMinute; i += 1) {
      expect((await comment(parent, `Comment ${i}`)).status).toBe(201);
    }
    await expectRateLimited(await comment(parent, 'One too many'));
    expect(await commentsBy(parent.userId)).toBe(ENGAGEMENT_LIMITS.commentsPerMinute);

    await windowPassed(RATE_LIMITS.comment, parent.userId);
    expect((await comment(parent, 'A minute later')).status).toBe(201);
  });

  it('limits each user on their own, and comments apart from reports', async () => {
    const busy = await signUpAs(t.app, t.db, 'parent');
    const other = await signUpAs(t.app, t.db, 'creator');
    for (let i = 0; i < ENGAGEMENT_LIMITS.commentsPerMinute; i += 1) await comment(busy);
    await expectRateLimited(await comment(busy));
    expect((await comment(other, 'Still fine for me')).status).toBe(201);
    expect((await report(busy)).status).toBe(201);
  });

  it('does not use up the limit on invalid comments', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    for (let i = 0; i < ENGAGEMENT_LIMITS.commentsPerMinute + 2; i += 1) {
      expect((await comment(parent, '   ')).status).toBe(400);
    }
    expect((await comment(parent)).status).toBe(201);
  });

  it('holds under concurrency and across app instances sharing the database', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const second = createApp(t.deps);
    const total = ENGAGEMENT_LIMITS.commentsPerMinute + 6;
    const statuses = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        i % 2 === 0
          ? comment(parent, `Burst ${i}`).then((response) => response.status)
          : jsonRequest(second, `/api/content/${videoId}/comments`, {
              json: { text: `Burst ${i}` },
              cookie: parent.cookie,
            }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(ENGAGEMENT_LIMITS.commentsPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      total - ENGAGEMENT_LIMITS.commentsPerMinute,
    );
    expect(await commentsBy(parent.userId)).toBe(ENGAGEMENT_LIMITS.commentsPerMinute);
  });
});

describe('report rate limit', () => {
  it(`accepts ${ENGAGEMENT_LIMITS.reportsPerMinute} reports a minute per user, then answers 429`, async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const other = await signUpAs(t.app, t.db, 'parent');
    for (let i = 0; i < ENGAGEMENT_LIMITS.reportsPerMinute; i += 1) {
      expect((await report(parent)).status).toBe(201);
    }
    await expectRateLimited(await report(parent));
    const stored = await t.db.select().from(contentReports).where(eq(contentReports.userId, parent.userId));
    expect(stored).toHaveLength(ENGAGEMENT_LIMITS.reportsPerMinute);

    expect((await report(other)).status).toBe(201);
    expect((await comment(parent, 'Comments are limited apart')).status).toBe(201);

    await windowPassed(RATE_LIMITS.report, parent.userId);
    expect((await report(parent)).status).toBe(201);
  });
});

describe('counted views per client address', () => {
  const cap = ENGAGEMENT_LIMITS.countedViewsPerAddress;
  let device = 0;
  const newDevice = () => {
    device += 1;
    return `device-limit-${String(device).padStart(4, '0')}`;
  };
  const view = async (id: string, address: string, init: { device?: string; caller?: Caller } = {}) => {
    const headers = {
      'User-Agent': BROWSER_UA,
      'X-Forwarded-For': address,
      'x-device-id': init.device ?? newDevice(),
    };
    const path = `/api/content/${id}/views`;
    const response = await (init.caller
      ? init.caller.request(path, { json: {}, headers })
      : jsonRequest(t.app, path, { json: {}, headers }));
    expect(response.status).toBe(200);
    return (await response.json()) as ViewResult;
  };
  const viewCount = async (id: string) =>
    (await t.db.select({ n: content.viewCount }).from(content).where(eq(content.id, id)))[0]?.n;
  const viewRows = (id: string) => t.db.select().from(contentViews).where(eq(contentViews.contentId, id));

  it(`counts ${cap} new devices per address and item, then neither counts nor stores the rest`, async () => {
    const id = (await insertContent(t.db)).id;
    const results = [];
    for (let i = 0; i < cap + 2; i += 1) results.push(await view(id, '203.0.113.7'));
    expect(results.map((result) => result.counted)).toEqual([
      ...Array<boolean>(cap).fill(true),
      false,
      false,
    ]);
    expect(results.at(-1)?.viewCount).toBe(cap);
    expect(await viewCount(id)).toBe(cap);

    // The two reports that did not count left nothing behind.
    const rows = await viewRows(id);
    expect(rows).toHaveLength(cap);
    expect(rows.every((row) => !row.isBot)).toBe(true);
    // Only the counted views keep the (hashed) address; the raw address is stored nowhere.
    const hashes = rows.map((row) => row.countedAddressHash);
    expect(hashes.filter((hash) => hash !== null)).toHaveLength(cap);
    expect(new Set(hashes.filter((hash) => hash !== null)).size).toBe(1);
    expect(hashes.find((hash) => hash !== null)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');

    // Another address, and the same address on another video, still count.
    expect((await view(id, '198.51.100.2')).counted).toBe(true);
    const other = (await insertContent(t.db)).id;
    expect((await view(other, '203.0.113.7')).counted).toBe(true);
    expect(await viewCount(id)).toBe(cap + 1);
  });

  it('counts the address again once its views are older than 24 hours', async () => {
    const id = (await insertContent(t.db)).id;
    for (let i = 0; i < cap; i += 1) await view(id, '203.0.113.8');
    expect((await view(id, '203.0.113.8')).counted).toBe(false);
    await t.db
      .update(contentViews)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(contentViews.contentId, id));
    expect((await view(id, '203.0.113.8')).counted).toBe(true);
  });

  it('treats an IPv6 /64 as one address', async () => {
    const id = (await insertContent(t.db)).id;
    const results = [];
    for (let i = 1; i <= cap + 1; i += 1) results.push(await view(id, `2001:db8:aa:bb::${i.toString(16)}`));
    expect(results.map((result) => result.counted)).toEqual([...Array<boolean>(cap).fill(true), false]);
    expect((await view(id, '2001:db8:aa:cc::1')).counted).toBe(true);
  });

  it('counts and stores at most the cap when many made-up devices of one address report at once', async () => {
    const id = (await insertContent(t.db)).id;
    const results = await fireTogether(30, () => view(id, '203.0.113.9'));
    expect(results.filter((result) => result.counted)).toHaveLength(cap);
    expect(await viewCount(id)).toBe(cap);
    // An anonymous script's reports beyond the cap grow nothing.
    expect(await viewRows(id)).toHaveLength(cap);
  });

  it('counts a signed-in viewer once even when several devices report at once', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const id = (await insertContent(t.db)).id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => view(id, `198.51.100.${10 + i}`, { caller: parent })),
    );
    expect(results.filter((result) => result.counted)).toHaveLength(1);
    expect(await viewCount(id)).toBe(1);
  });

  it('does not let bots use up an address’s counted views', async () => {
    const id = (await insertContent(t.db)).id;
    for (let i = 0; i < cap + 2; i += 1) {
      await jsonRequest(t.app, `/api/content/${id}/views`, {
        json: {},
        headers: {
          'User-Agent': 'curl/8.5.0',
          'X-Forwarded-For': '203.0.113.10',
          'x-device-id': newDevice(),
        },
      });
    }
    expect((await view(id, '203.0.113.10')).counted).toBe(true);
    const rows = await t.db
      .select()
      .from(contentViews)
      .where(and(eq(contentViews.contentId, id), eq(contentViews.isBot, true)));
    expect(rows.every((row) => row.countedAddressHash === null)).toBe(true);
  });

  it('forgets the address hashes once the 24 hours are over', async () => {
    const id = (await insertContent(t.db)).id;
    await view(id, '203.0.113.11');
    await view(id, '203.0.113.12');
    const [old] = await viewRows(id);
    await t.db
      .update(contentViews)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(contentViews.id, old?.id ?? ''));
    expect(await forgetViewAddressHashes(t.db)).toBeGreaterThanOrEqual(1);
    const rows = await viewRows(id);
    expect(rows.find((row) => row.id === old?.id)?.countedAddressHash).toBeNull();
    expect(rows.find((row) => row.id !== old?.id)?.countedAddressHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('buckets addresses: IPv4 as is (mapped too), IPv6 by /64', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(addressBucket('2001:0DB8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressBucket('unknown')).toBe('unknown');
  });

  it('reads the signed-in viewer’s cooldown from its own index, newest first', async () => {
    const result = await t.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'content_views_content_viewer_idx'`,
    );
    // DESC is NULLS FIRST unless told otherwise, so PostgreSQL prints it as plain DESC.
    expect(String(result.rows[0]?.indexdef)).toContain(
      '(content_id, viewer_id, created_at DESC) WHERE (viewer_id IS NOT NULL)',
    );
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = recentViewQuery({
        contentId: videoId,
        deviceId: 'device-plan-0001',
        viewerId: 'user-plan',
        since: new Date(Date.now() - 86_400_000),
      });
      const explained = await tx.execute(sql`explain ${query}`);
      return explained.rows.map((row) => String(Object.values(row)[0])).join('\n');
    });
    expect(plan).toContain('content_views_content_viewer_idx');
    expect(plan).toContain('content_views_content_device_idx');
  });
});

describe('counted views without a trusted proxy', () => {
  let direct: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;

  beforeAll(async () => {
    direct = await createTestApp();
    server = serve({ fetch: direct.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await direct.close();
  });

  it('caps by the socket address, whatever X-Forwarded-For says', async () => {
    const id = (await insertContent(direct.db)).id;
    const counted: boolean[] = [];
    for (let i = 0; i < ENGAGEMENT_LIMITS.countedViewsPerAddress + 2; i += 1) {
      const response = await fetch(`${base}/api/content/${id}/views`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_ORIGIN,
          'User-Agent': BROWSER_UA,
          'X-Forwarded-For': `10.9.8.${i}`,
          'x-device-id': `device-socket-${i}000`,
        },
        body: '{}',
      });
      counted.push(((await response.json()) as ViewResult).counted);
    }
    expect(counted).toEqual([
      ...Array<boolean>(ENGAGEMENT_LIMITS.countedViewsPerAddress).fill(true),
      false,
      false,
    ]);
  });
});
