// Publish → Undo: the item returns exactly to its previous state (status, publication and update
// times), both steps are audited, and an undo after anything else happened, or too late, is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { AdminContentItem } from '#shared/moderation.schema';

let t: TestApp;
let admin: Caller;
let creatorProfileId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
  creatorProfileId = (await insertCreator(t.db)).id;
});

afterAll(async () => {
  await t.close();
});

async function row(id: string) {
  const [found] = await t.db
    .select({ status: content.status, publishedAt: content.publishedAt, updatedAt: content.updatedAt })
    .from(content)
    .where(eq(content.id, id));
  return found;
}

describe('POST /api/admin/content/:id/publish/undo', () => {
  it('restores the exact previous state of a parent-approved item, audited', async () => {
    const item = await insertContent(t.db, {
      creatorProfileId,
      status: 'approved',
      updatedAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    const before = await row(item.id);
    const published = await admin.request(`/api/admin/content/${item.id}/publish`, { json: { revision: 1 } });
    expect(published.status).toBe(200);
    expect((await row(item.id))?.status).toBe('published');
    const undone = await admin.request(`/api/admin/content/${item.id}/publish/undo`, { json: {} });
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(((await undone.json()) as AdminContentItem).status).toBe('approved');
    expect(await row(item.id)).toEqual(before);
    const actions = await t.db
      .select({ action: moderationAuditLog.action, after: moderationAuditLog.after })
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetId, item.id))
      .orderBy(moderationAuditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual(['content.publish', 'content.publish_undo']);
    expect(actions[1]?.after).toMatchObject({ status: 'approved', publishedAt: null });
    // A second undo has nothing to undo.
    const again = await admin.request(`/api/admin/content/${item.id}/publish/undo`, { json: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiErrorBody).error.message).toBe(
      'This publication can no longer be undone',
    );
  });

  it('refuses when something else happened since, when it is too late, and for unknown items', async () => {
    const item = await insertContent(t.db, { creatorProfileId, status: 'pending' });
    expect((await admin.request(`/api/admin/content/${item.id}/publish/undo`, { json: {} })).status).toBe(
      409,
    );
    await admin.request(`/api/admin/content/${item.id}/publish`, { json: { revision: 1 } });
    await t.db
      .update(moderationAuditLog)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(moderationAuditLog.targetId, item.id));
    expect((await admin.request(`/api/admin/content/${item.id}/publish/undo`, { json: {} })).status).toBe(
      409,
    );
    expect((await row(item.id))?.status).toBe('published');
    const missing = await admin.request(
      '/api/admin/content/00000000-0000-4000-8000-000000000000/publish/undo',
      {
        json: {},
      },
    );
    expect(missing.status).toBe(404);
  });

  it('is for admins only', async () => {
    const item = await insertContent(t.db, { creatorProfileId, status: 'pending' });
    const parent = await signUpAs(t.app, t.db, 'parent');
    expect(
      (await jsonRequest(t.app, `/api/admin/content/${item.id}/publish/undo`, { json: {} })).status,
    ).toBe(401);
    expect((await parent.request(`/api/admin/content/${item.id}/publish/undo`, { json: {} })).status).toBe(
      403,
    );
  });
});
