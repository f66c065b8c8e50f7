// The landing page's API: real figures rounded down to friendly thresholds (nulls below them), the curated
// testimonials (public list, admin create/update/delete, refusals), and the featured video with its visibility.
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { contentViews } from '#server/db/schema/content';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { waitlistEntries } from '#server/db/schema/settings';
import { testimonials } from '#server/db/schema/site';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertUser, setFeedPublic } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import {
  type AdminFeatured,
  type FeaturedVideo,
  friendlyFloor,
  RATING_MINIMUM_COUNT,
  type SiteStats,
  type Testimonial,
} from '#shared/site.schema';
import { computeSiteStats } from './site.service';

let t: TestApp;
let admin: Caller;
let parent: Caller;
let creator: Caller;

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
  parent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
});

afterAll(async () => {
  await t.close();
});

describe('friendly thresholds', () => {
  it('rounds down to 1, 2 or 5 times a power of ten and leaves out what is below the minimum', () => {
    expect(friendlyFloor(49, 50)).toBeNull();
    expect(friendlyFloor(50, 50)).toBe(50);
    expect(friendlyFloor(199, 100)).toBe(100);
    expect(friendlyFloor(1_999, 100)).toBe(1_000);
    expect(friendlyFloor(2_000, 100)).toBe(2_000);
    expect(friendlyFloor(54_321, 100)).toBe(50_000);
    expect(friendlyFloor(0, 100)).toBeNull();
  });
});

describe('GET /api/site/stats', () => {
  it('answers nulls on an empty site, then real figures rounded down once they pass their thresholds', async () => {
    const empty = await jsonRequest(t.app, '/api/site/stats');
    expect(empty.status).toBe(200);
    const before = (await empty.json()) as SiteStats;
    expect(before).toEqual({
      videos: null,
      watchHours: null,
      children: null,
      subscribers: null,
      rating: null,
    });

    const family = await insertUser(t.db, { role: 'parent' });
    await t.db.insert(children).values(
      Array.from({ length: 123 }, (_, i) => ({
        parentId: family.id,
        name: `C${i}`,
        dateOfBirth: '2018-01-01',
      })),
    );
    await t.db
      .insert(waitlistEntries)
      .values(Array.from({ length: 99 }, (_, i) => ({ email: `list-${i}@example.test` })));
    const videos: string[] = [];
    for (let i = 0; i < 55; i += 1) videos.push((await insertContent(t.db)).id);
    await insertContent(t.db, { status: 'pending' });
    // 260 hours of real watching, plus bot views that do not count.
    await t.db.insert(contentViews).values(
      Array.from({ length: 26 }, (_, i) => ({
        contentId: videos[i % videos.length] as string,
        viewDuration: 36_000,
      })),
    );
    await t.db
      .insert(contentViews)
      .values({ contentId: videos[0] as string, viewDuration: 3_600_000, isBot: true });

    // Kept: the same figures until the route cache drops them (nothing announces a view).
    expect(await (await jsonRequest(t.app, '/api/site/stats')).json()).toEqual(before);
    t.deps.routeCache.clear();
    const after = (await (await jsonRequest(t.app, '/api/site/stats')).json()) as SiteStats;
    expect(after).toEqual({ videos: 50, watchHours: 200, children: 100, subscribers: null, rating: null });

    await t.db.insert(waitlistEntries).values({ email: 'one-more@example.test' });
    expect((await computeSiteStats(t.db)).subscribers).toBe(100);
  });

  it('is public: the same answer signed in and signed out', async () => {
    expect((await parent.request('/api/site/stats')).status).toBe(200);
    expect((await jsonRequest(t.app, '/api/site/stats')).status).toBe(200);
  });
});

describe('GET /api/site/footer', () => {
  it('names the support address and only the social links that are configured', async () => {
    const footer = await jsonRequest(t.app, '/api/site/footer');
    expect(footer.status).toBe(200);
    expect(await footer.json()).toEqual({ supportEmail: t.env.SUPPORT_EMAIL, social: [] });
  });
});

describe('the support e-mail set in Settings → Site Configuration', () => {
  it("is the footer's address and where contact messages are sent, not the environment's", async () => {
    const saved = await admin.request('/api/admin/settings/site', {
      method: 'PUT',
      json: { siteName: 'Qamar Kids', supportEmail: 'care@qamar-family.test' },
    });
    expect(saved.status).toBe(200);
    expect(t.env.SUPPORT_EMAIL).not.toBe('care@qamar-family.test');
    const footer = (await (await jsonRequest(t.app, '/api/site/footer')).json()) as { supportEmail: string };
    expect(footer.supportEmail).toBe('care@qamar-family.test');
    const site = (await (await jsonRequest(t.app, '/api/site')).json()) as { supportEmail: string };
    expect(site.supportEmail).toBe('care@qamar-family.test');

    const sent = await jsonRequest(t.app, '/api/contact', {
      json: {
        name: 'Amina',
        email: 'amina@example.test',
        subject: 'Hello',
        message: 'Where is the support team?',
      },
    });
    expect(sent.status).toBe(201);
    await expect
      .poll(() => t.sentMail.find((mail) => mail.text.includes('Where is the support team?'))?.to)
      .toBe('care@qamar-family.test');
  });
});

describe('testimonials', () => {
  const sample = { quote: 'Our evenings are calmer.', authorLabel: 'Mother of two, Leeds', rating: 5 };

  it('lets an admin create, list, update and delete them; the public list shows only published ones', async () => {
    const publicBefore = (await (await jsonRequest(t.app, '/api/site/testimonials')).json()) as {
      items: unknown[];
    };
    expect(publicBefore.items).toEqual([]);

    const created = await admin.request('/api/admin/site/testimonials', { json: sample });
    expect(created.status).toBe(201);
    const first = (await created.json()) as Testimonial;
    expect(first).toMatchObject({ ...sample, published: true });
    const hidden = (await (
      await admin.request('/api/admin/site/testimonials', {
        json: { quote: 'Not yet.', authorLabel: 'Father, Bradford', rating: 3, published: false },
      })
    ).json()) as Testimonial;

    const list = (await (await jsonRequest(t.app, '/api/site/testimonials')).json()) as {
      items: Record<string, unknown>[];
    };
    expect(list.items).toEqual([
      { id: first.id, quote: sample.quote, authorLabel: sample.authorLabel, rating: 5 },
    ]);
    // One testimonial is not a rating: below its threshold the figure is left out.
    expect((await computeSiteStats(t.db)).rating).toBeNull();

    const all = (await (await admin.request('/api/admin/site/testimonials')).json()) as {
      items: Testimonial[];
    };
    expect(all.items.map((item) => item.id).sort()).toEqual([first.id, hidden.id].sort());

    const updated = await admin.request(`/api/admin/site/testimonials/${hidden.id}`, {
      method: 'PATCH',
      json: { published: true, rating: 4 },
    });
    expect(updated.status).toBe(200);
    expect((await computeSiteStats(t.db)).rating).toBeNull();

    const removed = await admin.request(`/api/admin/site/testimonials/${hidden.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    const again = await admin.request(`/api/admin/site/testimonials/${hidden.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('Testimonial not found');
  });

  it('shows an average rating only from RATING_MINIMUM_COUNT published testimonials on', async () => {
    await t.db.delete(testimonials);
    const made: string[] = [];
    const publish = async (rating: number) => {
      const response = await admin.request('/api/admin/site/testimonials', {
        json: { quote: `Quote ${made.length}`, authorLabel: 'A parent', rating },
      });
      expect(response.status).toBe(201);
      made.push(((await response.json()) as Testimonial).id);
    };
    try {
      for (let i = 0; i < RATING_MINIMUM_COUNT - 1; i += 1) await publish(i % 2 === 0 ? 5 : 4);
      const below = (await (await jsonRequest(t.app, '/api/site/stats')).json()) as SiteStats;
      expect(below.rating).toBeNull();
      // The administrator's write drops the kept figures.
      await publish(4);
      const reached = (await (await jsonRequest(t.app, '/api/site/stats')).json()) as SiteStats;
      // Five 5s and five 4s.
      expect(reached.rating).toEqual({ average: 4.5, count: RATING_MINIMUM_COUNT });
    } finally {
      for (const id of made) await admin.request(`/api/admin/site/testimonials/${id}`, { method: 'DELETE' });
    }
  });

  it('refuses bad input with a clear message', async () => {
    const badRating = await admin.request('/api/admin/site/testimonials', { json: { ...sample, rating: 6 } });
    expect(badRating.status).toBe(400);
    expect((await errorOf(badRating)).message).toBe('Rating must be a whole number from 1 to 5');
    const noQuote = await admin.request('/api/admin/site/testimonials', {
      json: { ...sample, quote: '   ' },
    });
    expect(noQuote.status).toBe(400);
    expect((await errorOf(noQuote)).message).toBe('Quote is required');
    const longAuthor = await admin.request('/api/admin/site/testimonials', {
      json: { ...sample, authorLabel: 'x'.repeat(81) },
    });
    expect((await errorOf(longAuthor)).message).toBe('Author must be at most 80 characters');
    const emptyPatch = await admin.request(`/api/admin/site/testimonials/${crypto.randomUUID()}`, {
      method: 'PATCH',
      json: {},
    });
    expect(emptyPatch.status).toBe(400);
    const notUuid = await admin.request('/api/admin/site/testimonials/nope', { method: 'DELETE' });
    expect(notUuid.status).toBe(404);
  });

  it('refuses signed-out callers (401) and other roles (403)', async () => {
    const signedOut = await jsonRequest(t.app, '/api/admin/site/testimonials', { json: sample });
    expect(signedOut.status).toBe(401);
    for (const who of [parent, creator]) {
      expect((await who.request('/api/admin/site/testimonials', { json: sample })).status).toBe(403);
      expect((await who.request('/api/admin/site/testimonials')).status).toBe(403);
    }
  });
});

describe('the featured video', () => {
  it('is the admins’ newest published pick, else the newest published item, and follows feed visibility', async () => {
    await setFeedPublic(t.deps, true);
    const older = await insertContent(t.db, { createdAt: new Date('2020-01-01') });
    const newest = await insertContent(t.db, { title: 'The newest one' });
    const fallback = (await (await jsonRequest(t.app, '/api/site/featured')).json()) as FeaturedVideo;
    expect(fallback.item?.id).toBe(newest.id);

    const chosen = await admin.request('/api/admin/site/featured', {
      method: 'PUT',
      json: { contentId: older.id },
    });
    expect(chosen.status).toBe(200);
    const picked = (await (await jsonRequest(t.app, '/api/site/featured')).json()) as FeaturedVideo;
    expect(picked.item?.id).toBe(older.id);
    const adminView = (await (await admin.request('/api/admin/site/featured')).json()) as AdminFeatured;
    expect([adminView.pick?.id, adminView.shown?.id]).toEqual([older.id, older.id]);

    const pending = await insertContent(t.db, { status: 'pending' });
    const refused = await admin.request('/api/admin/site/featured', {
      method: 'PUT',
      json: { contentId: pending.id },
    });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe('Only a published video can be featured');
    const bad = await admin.request('/api/admin/site/featured', { method: 'PUT', json: { contentId: 'x' } });
    expect(bad.status).toBe(400);
    expect(
      (await parent.request('/api/admin/site/featured', { method: 'PUT', json: { contentId: older.id } }))
        .status,
    ).toBe(403);
    expect(
      (await jsonRequest(t.app, '/api/admin/site/featured', { method: 'PUT', json: { contentId: older.id } }))
        .status,
    ).toBe(401);

    // A private feed: nothing for anonymous visitors, the pick for signed-in users.
    await setFeedPublic(t.deps, false);
    expect(
      ((await (await jsonRequest(t.app, '/api/site/featured')).json()) as FeaturedVideo).item,
    ).toBeNull();
    expect(((await (await parent.request('/api/site/featured')).json()) as FeaturedVideo).item?.id).toBe(
      older.id,
    );
    await setFeedPublic(t.deps, true);

    expect((await admin.request(`/api/admin/site/featured/${older.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await admin.request(`/api/admin/site/featured/${older.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    const back = (await (await jsonRequest(t.app, '/api/site/featured')).json()) as FeaturedVideo;
    expect(back.item?.id).not.toBe(older.id);
    // No pick: the admin screen says so, and names the newest item the landing page falls back to.
    const unpicked = (await (await admin.request('/api/admin/site/featured')).json()) as AdminFeatured;
    expect(unpicked.pick).toBeNull();
    expect(unpicked.shown?.id).toBe(back.item?.id);
  });

  it('is shown to admins only on the admin screen (401 signed out, 403 other roles)', async () => {
    expect((await jsonRequest(t.app, '/api/admin/site/featured')).status).toBe(401);
    expect((await parent.request('/api/admin/site/featured')).status).toBe(403);
    expect((await creator.request('/api/admin/site/featured')).status).toBe(403);
    expect((await admin.request('/api/admin/site/featured')).status).toBe(200);
  });
});

describe('the audit log of the landing page’s curated content', () => {
  const sample = { quote: 'Screen time without worry.', authorLabel: 'Father of three, Luton', rating: 4 };

  async function auditRows(targetId: string) {
    return t.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetId, targetId))
      .orderBy(asc(moderationAuditLog.createdAt));
  }
  async function auditCount() {
    const [row] = await t.db.select({ n: count() }).from(moderationAuditLog);
    return row?.n ?? 0;
  }

  it('records each testimonial write once, with the admin, the action and the values', async () => {
    const created = (await (
      await admin.request('/api/admin/site/testimonials', { json: sample })
    ).json()) as Testimonial;
    const afterCreate = await auditRows(created.id);
    expect(afterCreate).toHaveLength(1);
    expect(afterCreate[0]).toMatchObject({
      actorId: admin.userId,
      action: 'testimonial.create',
      targetType: 'testimonial',
      before: null,
      after: { ...sample, published: true },
    });

    const patched = await admin.request(`/api/admin/site/testimonials/${created.id}`, {
      method: 'PATCH',
      json: { rating: 2 },
    });
    expect(patched.status).toBe(200);
    const afterUpdate = await auditRows(created.id);
    expect(afterUpdate).toHaveLength(2);
    expect(afterUpdate[1]).toMatchObject({
      actorId: admin.userId,
      action: 'testimonial.update',
      before: { rating: 4 },
      after: { rating: 2 },
    });

    expect(
      (await admin.request(`/api/admin/site/testimonials/${created.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const afterDelete = await auditRows(created.id);
    expect(afterDelete).toHaveLength(3);
    expect(afterDelete[2]).toMatchObject({
      actorId: admin.userId,
      action: 'testimonial.delete',
      before: { ...sample, rating: 2, published: true },
      after: null,
    });
  });

  it('records setting and clearing the featured video once each', async () => {
    const item = await insertContent(t.db, { title: 'Ramadan lanterns' });
    expect(
      (await admin.request('/api/admin/site/featured', { method: 'PUT', json: { contentId: item.id } }))
        .status,
    ).toBe(200);
    expect((await admin.request(`/api/admin/site/featured/${item.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const rows = await auditRows(item.id);
    expect(rows.map((row) => [row.action, row.targetType, row.actorId, row.before, row.after])).toEqual([
      ['featured.set', 'content', admin.userId, null, { title: 'Ramadan lanterns' }],
      ['featured.clear', 'content', admin.userId, { title: 'Ramadan lanterns' }, null],
    ]);
  });

  it('records nothing for a refused write: bad input, wrong role, signed out, missing object', async () => {
    const existing = (await (
      await admin.request('/api/admin/site/testimonials', { json: sample })
    ).json()) as Testimonial;
    const pending = await insertContent(t.db, { status: 'pending' });
    const before = await auditCount();
    const refused = [
      await admin.request('/api/admin/site/testimonials', { json: { ...sample, rating: 0 } }),
      await admin.request(`/api/admin/site/testimonials/${existing.id}`, { method: 'PATCH', json: {} }),
      await admin.request(`/api/admin/site/testimonials/${crypto.randomUUID()}`, {
        method: 'PATCH',
        json: { rating: 3 },
      }),
      await admin.request(`/api/admin/site/testimonials/${crypto.randomUUID()}`, { method: 'DELETE' }),
      await admin.request('/api/admin/site/featured', { method: 'PUT', json: { contentId: pending.id } }),
      await admin.request(`/api/admin/site/featured/${pending.id}`, { method: 'DELETE' }),
      await parent.request('/api/admin/site/testimonials', { json: sample }),
      await creator.request(`/api/admin/site/testimonials/${existing.id}`, { method: 'DELETE' }),
      await parent.request('/api/admin/site/featured', { method: 'PUT', json: { contentId: pending.id } }),
      await jsonRequest(t.app, `/api/admin/site/testimonials/${existing.id}`, {
        method: 'PATCH',
        json: { rating: 1 },
      }),
    ];
    expect(refused.map((response) => response.status)).toEqual([
      400, 400, 404, 404, 404, 404, 403, 403, 403, 401,
    ]);
    expect(await auditCount()).toBe(before);
  });
});
