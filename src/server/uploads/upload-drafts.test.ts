// "Save as draft" on the file form: an uploaded file kept as the creator's own draft (transcoded as usual, never
// screened, seen by nobody else), continued with its fields and its video, and submitted through the studio's draft
// submission with the file form's fields: screened, pending, a new revision.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { contentScreenings, moderationAuditLog } from '#server/db/schema/moderation';
import { videoUploads } from '#server/db/schema/uploads';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { tusPatch } from '#server/test/tus-requests';
import { makeClip } from '#server/test/video-clips';
import type { ApiErrorBody } from '#shared/api-error';
import type { DraftDetail, MyVideo } from '#shared/creator-studio.schema';
import type { UploadPreview } from '#shared/uploads';
import { runTranscode } from './index';

let t: TestApp;
let creator: Caller;
let otherCreator: Caller;
let parent: Caller;
let admin: Caller;
let clips: string;

const TUS = { 'Tus-Resumable': '1.0.0' };

/** Uploads a whole file with tus (one chunk); answers the upload id. */
async function upload(caller: Caller, file: string): Promise<string> {
  const bytes = await readFile(file);
  const created = await caller.request('/api/uploads/tus', {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(bytes.length) },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') as string;
  const sent = await tusPatch(t.app, caller, location, 0, bytes);
  expect(sent.status).toBe(204);
  return location.split('/').pop() as string;
}

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

async function itemRow(id: string) {
  const [row] = await t.db.select().from(content).where(eq(content.id, id));
  if (!row) throw new Error('no such item');
  return row;
}

/** What the file form sends when the draft is submitted. */
const fileForm = {
  title: 'Wudu, slowly',
  description: 'Each step of wudu, shown slowly',
  category: 'Islamic Stories & Manners',
  language: 'English',
  ageRange: 2,
  hasMusic: false,
  tags: ['Wudu'],
};

beforeAll(async () => {
  t = await createTestApp();
  clips = await mkdtemp(path.join(os.tmpdir(), 'qk-draft-clips-'));
  [creator, otherCreator, parent, admin] = await Promise.all([
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'parent'),
    signUpAs(t.app, t.db, 'admin'),
  ]);
}, 60_000);

afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
  await t?.close();
});

describe('an upload saved as a draft', () => {
  it('is transcoded, stays its creator’s own, continues with its fields and video, and is submitted to moderation', async () => {
    const uploadId = await upload(creator, await makeClip(clips, 'good', 2));
    const saved = await creator.request(`/api/uploads/${uploadId}/draft`, {
      json: { title: 'Wudu, slowly', language: 'Arabic', tags: ['Wudu'] },
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };

    // A draft of the creator's: the file attached, no age range assumed, not screened.
    expect(await itemRow(id)).toMatchObject({
      status: 'draft',
      sourceType: 'upload',
      language: 'Arabic',
      ageRange: null,
      revision: 1,
    });
    expect(await t.db.select().from(contentScreenings).where(eq(contentScreenings.contentId, id))).toEqual(
      [],
    );
    const [claimed] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, uploadId));
    expect(claimed).toMatchObject({ contentId: id, status: 'queued' });

    // Transcoded as any upload is: the video is ready when the creator comes back.
    await runTranscode(t, uploadId);
    const transcoded = await itemRow(id);
    expect(transcoded.videoUrl).toBe(`/api/uploads/media/${id}/master.m3u8`);
    expect(transcoded.status).toBe('draft');

    // In the studio's drafts, and its preview (the video) for its creator.
    const drafts = (await (await creator.request('/api/studio/videos?status=draft')).json()) as {
      items: MyVideo[];
    };
    expect(drafts.items.map((item) => item.id)).toContain(id);
    const preview = await creator.request(`/api/uploads/preview/${id}`);
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as UploadPreview).upload?.status).toBe('ready');
    expect((await creator.request(`/api/uploads/media/${id}/master.m3u8`)).status).toBe(200);

    // Nobody else: not another creator, not a moderator, not a parent, not a visitor.
    for (const who of [otherCreator, admin, parent]) {
      expect((await who.request(`/api/uploads/media/${id}/master.m3u8`)).status).toBe(404);
      expect((await who.request(`/api/uploads/media/${id}/poster.jpg`)).status).toBe(404);
      expect((await who.request(`/api/studio/drafts/${id}`)).status).toBe(404);
    }
    expect((await otherCreator.request(`/api/uploads/preview/${id}`)).status).toBe(404);
    expect((await admin.request(`/api/uploads/preview/${id}`)).status).toBe(404);
    expect((await jsonRequest(t.app, `/api/uploads/media/${id}/poster.jpg`)).status).toBe(404);
    for (const path of ['/api/admin/content', '/api/admin/overview'])
      expect(await (await admin.request(path)).text()).not.toContain(id);

    // Continued: the file form's fields, its source still the file (link fields sent to it change nothing).
    const detail = (await (await creator.request(`/api/studio/drafts/${id}`)).json()) as DraftDetail;
    expect(detail).toMatchObject({
      title: 'Wudu, slowly',
      sourceType: 'upload',
      ageRange: null,
      tags: ['Wudu'],
    });
    const resaved = await creator.request(`/api/studio/drafts/${id}`, {
      method: 'PUT',
      json: {
        title: 'Wudu, slowly',
        description: 'Each step of wudu',
        sourceType: 'youtube',
        youtubeUrl: 'https://youtu.be/Zy9Xw8Vu7Ts',
        duration: 40,
        language: 'English',
        tags: ['Wudu'],
      },
    });
    expect(resaved.status).toBe(200);
    expect(await itemRow(id)).toMatchObject({
      sourceType: 'upload',
      youtubeUrl: null,
      duration: transcoded.duration,
      videoUrl: transcoded.videoUrl,
      description: 'Each step of wudu',
      ageRange: null,
    });

    // Submitted without an age range: the form's message, nothing changes.
    const { ageRange: _none, ...noAge } = fileForm;
    const refused = await creator.request(`/api/studio/drafts/${id}/submit`, { json: noAge });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('Please choose an age range');
    const noDescription = await creator.request(`/api/studio/drafts/${id}/submit`, {
      json: { ...fileForm, description: '' },
    });
    expect(noDescription.status).toBe(400);
    expect((await errorOf(noDescription)).message).toBe('Description is required');
    expect((await otherCreator.request(`/api/studio/drafts/${id}/submit`, { json: fileForm })).status).toBe(
      404,
    );
    expect((await itemRow(id)).status).toBe('draft');

    // Submitted: screened, pending, a new revision; once, however many times it is sent together.
    const before = await itemRow(id);
    const answers = await fireTogether(4, () =>
      creator.request(`/api/studio/drafts/${id}/submit`, { json: fileForm }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 3 });
    const after = await itemRow(id);
    expect(after).toMatchObject({
      status: 'pending',
      sourceType: 'upload',
      ageRange: 2,
      language: 'English',
      contentRating: 'G',
      description: 'Each step of wudu, shown slowly',
      videoUrl: transcoded.videoUrl,
    });
    expect(after.revision).toBe(before.revision + 1);
    const [screening] = await t.db
      .select()
      .from(contentScreenings)
      .where(eq(contentScreenings.contentId, id));
    expect(screening).toMatchObject({ compliant: true, revision: after.revision });
    const audit = await t.db.select().from(moderationAuditLog).where(eq(moderationAuditLog.targetId, id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['content.draft', 'content.submit']);

    // Now it is the moderators' to review (and a Publish names the revision they saw).
    expect(await (await admin.request('/api/admin/content?status=pending')).text()).toContain(id);
    expect((await admin.request(`/api/uploads/preview/${id}`)).status).toBe(200);
    const published = await admin.request(`/api/admin/content/${id}/publish`, {
      json: { revision: after.revision },
    });
    expect(published.status).toBe(200);
  }, 120_000);

  it('screens the submission: a non-compliant text is refused and the draft stays a draft', async () => {
    const uploadId = await upload(creator, await makeClip(clips, 'good', 1));
    const { id } = (await (
      await creator.request(`/api/uploads/${uploadId}/draft`, { json: { title: 'Playtime' } })
    ).json()) as { id: string };
    const refused = await creator.request(`/api/studio/drafts/${id}/submit`, {
      json: {
        ...fileForm,
        title: 'Fun guitar and piano lesson',
        description: 'Use my promo code to buy now',
      },
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('Content does not meet our compliance standards');
    expect(await itemRow(id)).toMatchObject({ status: 'draft', revision: 1 });
  }, 60_000);

  it('is for the upload’s own creator, signed in, with a title, once', async () => {
    const uploadId = await upload(creator, await makeClip(clips, 'good', 1));
    const path = `/api/uploads/${uploadId}/draft`;
    const anonymous = await jsonRequest(t.app, path, { method: 'POST', json: { title: 'x' } });
    expect(anonymous.status).toBe(401);
    expect((await parent.request(path, { json: { title: 'x' } })).status).toBe(403);
    // Admins add items for a creator profile, never as drafts.
    expect((await admin.request(path, { json: { title: 'x' } })).status).toBe(403);
    expect((await otherCreator.request(path, { json: { title: 'x' } })).status).toBe(404);
    const untitled = await creator.request(path, { json: { title: '  ' } });
    expect(untitled.status).toBe(400);
    expect((await errorOf(untitled)).message).toBe('Title is required');
    const badBand = await creator.request(path, { json: { title: 'x', ageRange: 9 } });
    expect(badBand.status).toBe(400);
    expect((await errorOf(badBand)).message).toBe('Please choose an age range');
    expect((await creator.request(path, { json: 'not an object' })).status).toBe(400);
    expect((await creator.request('/api/uploads/not-a-uuid/draft', { json: { title: 'x' } })).status).toBe(
      404,
    );
    expect(await t.db.select().from(content).where(eq(content.title, 'x'))).toEqual([]);

    // Sent together: one draft, the others told the upload is taken.
    const answers = await fireTogether(4, () => creator.request(path, { json: { title: 'Only once' } }));
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 3 });
    expect(await t.db.select().from(content).where(eq(content.title, 'Only once'))).toHaveLength(1);
    // An upload that already belongs to an item cannot become another (nor a direct submission).
    expect((await creator.request(`/api/uploads/${uploadId}/content`, { json: fileForm })).status).toBe(409);
  }, 60_000);
});
