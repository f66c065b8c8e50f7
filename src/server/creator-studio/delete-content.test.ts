// Deleting an item through a route: an admin any item, a creator their own. The row goes with an
// audit entry holding it, the item leaves the feed, search and the facet counts (kept by trigger), and its uploaded
// files are deleted at once, not only by the daily sweep.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { videoUploads } from '#server/db/schema/uploads';
import { creatorProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';

let t: TestApp;
let creator: Caller;
let otherCreator: Caller;
let parent: Caller;
let admin: Caller;
let profileId: string;
let scratch: string;

const MISSING = '00000000-0000-4000-8000-000000000000';
/** A facet no other item of this file has, so its count is this file's own. */
const FACET = { language: 'Turkish', ageRange: 4, hasMusic: true } as const;

async function facetCount(): Promise<number> {
  const result = await t.db.execute<{ n: string | null }>(
    sql`select sum(count) as n from content_facet_counts
        where language = ${FACET.language} and age_range = ${FACET.ageRange} and has_music = ${FACET.hasMusic}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** A published item of the creator with an uploaded (processed) file in storage. */
async function itemWithFiles(title: string) {
  const item = await insertContent(t.db, { title, creatorProfileId: profileId, ...FACET });
  const uploadId = `del${item.id.replaceAll('-', '').slice(0, 20)}`;
  await t.db.insert(videoUploads).values({
    id: uploadId,
    userId: creator.userId,
    sizeBytes: 10,
    status: 'ready',
    contentId: item.id,
  });
  const poster = path.join(scratch, `${uploadId}.jpg`);
  await writeFile(poster, 'poster');
  const { storage } = t.uploads;
  await storage.putFile(`videos/${uploadId}/poster.jpg`, poster, 'image/jpeg');
  await storage.putFile(`videos/${uploadId}/360p/index.m3u8`, poster, 'application/vnd.apple.mpegurl');
  return { item, uploadId };
}

async function feedHas(title: string): Promise<boolean> {
  const body = await (await parent.request(`/api/feed?q=${encodeURIComponent(title)}`)).text();
  return body.includes(title);
}

async function auditOf(id: string, action: string) {
  return t.db
    .select()
    .from(moderationAuditLog)
    .where(and(eq(moderationAuditLog.targetId, id), eq(moderationAuditLog.action, action)));
}

beforeAll(async () => {
  t = await createTestApp();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'delete-content-'));
  creator = await signUpAs(t.app, t.db, 'creator');
  otherCreator = await signUpAs(t.app, t.db, 'creator');
  parent = await signUpAs(t.app, t.db, 'parent');
  admin = await signUpAs(t.app, t.db, 'admin');
  const [profile] = await t.db
    .insert(creatorProfiles)
    .values({ userId: creator.userId, fullName: 'Deleting Creator' })
    .onConflictDoNothing()
    .returning();
  const [existing] = await t.db
    .select()
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creator.userId));
  profileId = (profile ?? existing)?.id as string;
});

afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('DELETE /api/admin/content/:id', () => {
  it('deletes any item with an audit entry, off the feed, search and facet counts, and its files', async () => {
    const before = await facetCount();
    const { item, uploadId } = await itemWithFiles('Admin removes this nasheed');
    expect(await facetCount()).toBe(before + 1);
    expect(await feedHas('Admin removes this nasheed')).toBe(true);

    const response = await admin.request(`/api/admin/content/${item.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);

    expect(await t.db.select().from(content).where(eq(content.id, item.id))).toEqual([]);
    expect(await facetCount()).toBe(before);
    expect(await feedHas('Admin removes this nasheed')).toBe(false);
    const [entry] = await auditOf(item.id, 'content.remove');
    expect(entry).toMatchObject({ actorId: admin.userId, targetType: 'content' });
    expect(entry?.before).toMatchObject({ title: 'Admin removes this nasheed', status: 'published' });
    const { storage } = t.uploads;
    expect(await storage.size(`videos/${uploadId}/poster.jpg`)).toBeNull();
    expect(await storage.size(`videos/${uploadId}/360p/index.m3u8`)).toBeNull();
    expect(await t.db.select().from(videoUploads).where(eq(videoUploads.id, uploadId))).toEqual([]);

    // Deleting again (a retried request) finds nothing: 404, not a second entry.
    const again = await admin.request(`/api/admin/content/${item.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await auditOf(item.id, 'content.remove')).toHaveLength(1);
  });

  it("answers 404 'Content not found' for a malformed or unknown id", async () => {
    for (const id of ['not-a-uuid', MISSING]) {
      const response = await admin.request(`/api/admin/content/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(404);
      expect(((await response.json()) as ApiErrorBody).error.message).toBe('Content not found');
    }
  });

  it('refuses the signed out (401) and anyone but an admin (403), and keeps the item', async () => {
    const item = await insertContent(t.db, { title: 'Stays put', creatorProfileId: profileId });
    const signedOut = await jsonRequest(t.app, `/api/admin/content/${item.id}`, { method: 'DELETE' });
    expect(signedOut.status).toBe(401);
    for (const caller of [creator, parent]) {
      const response = await caller.request(`/api/admin/content/${item.id}`, { method: 'DELETE' });
      expect(response.status).toBe(403);
    }
    expect(await t.db.select({ id: content.id }).from(content).where(eq(content.id, item.id))).toHaveLength(
      1,
    );
  });
});

describe('DELETE /api/studio/videos/:id', () => {
  it("deletes the creator's own item with its files; another creator's is 404 and stays", async () => {
    const { item, uploadId } = await itemWithFiles('My own recitation');
    const stranger = await otherCreator.request(`/api/studio/videos/${item.id}`, { method: 'DELETE' });
    expect(stranger.status).toBe(404);
    const signedOut = await jsonRequest(t.app, `/api/studio/videos/${item.id}`, { method: 'DELETE' });
    expect(signedOut.status).toBe(401);
    expect(await t.db.select({ id: content.id }).from(content).where(eq(content.id, item.id))).toHaveLength(
      1,
    );

    const response = await creator.request(`/api/studio/videos/${item.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await t.db.select().from(content).where(eq(content.id, item.id))).toEqual([]);
    expect(await auditOf(item.id, 'content.delete')).toHaveLength(1);
    expect(await t.uploads.storage.size(`videos/${uploadId}/poster.jpg`)).toBeNull();
    const bad = await creator.request('/api/studio/videos/not-a-uuid', { method: 'DELETE' });
    expect(bad.status).toBe(404);
  });
});

describe('a thread touched just after its item was deleted (the probe found a 500)', () => {
  it('marking it read is a no-op and writing to it says there is no such item', async () => {
    const { insertMessage, markThreadRead } = await import('./messages.repo');
    // The moment between reading the item and writing beside it, with the item already gone.
    await expect(markThreadRead(t.db, MISSING, admin.userId)).resolves.toBeUndefined();
    await expect(
      insertMessage(t.db, {
        contentId: MISSING,
        authorId: admin.userId,
        authorRole: 'moderator',
        body: 'Hi',
      }),
    ).resolves.toBeUndefined();
    // The reader's account deleted meanwhile: the same.
    const { item } = await itemWithFiles('Thread race item');
    await expect(markThreadRead(t.db, item.id, 'no-such-user')).resolves.toBeUndefined();
  });
});
