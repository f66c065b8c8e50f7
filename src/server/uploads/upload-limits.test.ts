// Who may touch an upload and how much one may upload: the id tus acts on is the one checked, every method; the
// verified-e-mail rule of content creation; the hourly limit and the byte quota under requests sent together;
// cancelled uploads free their bytes at once.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoUploads } from '#server/db/schema/uploads';
import { users } from '#server/db/schema/users';
import { englishMessage } from '#server/http/app-error';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { tusPatch } from '#server/test/tus-requests';
import { makeClip } from '#server/test/video-clips';
import type { ApiErrorBody } from '#shared/api-error';
import { UPLOAD_MESSAGES } from '#shared/uploads';

let t: TestApp;
let clips: string;
const TUS = { 'Tus-Resumable': '1.0.0' };
const MB = 1024 * 1024;

function create(caller: Caller, length: number) {
  return caller.request('/api/uploads/tus', {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(length) },
  });
}

function patch(caller: Caller, location: string, offset: number, bytes: Uint8Array) {
  return tusPatch(t.app, caller, location, offset, bytes);
}

function head(caller: Caller, location: string) {
  return t.app.request(location, { method: 'HEAD', headers: { ...TUS, Cookie: caller.cookie } });
}

async function created(caller: Caller, length: number) {
  const answer = await create(caller, length);
  expect(answer.status, await answer.clone().text()).toBe(201);
  const location = answer.headers.get('location') as string;
  return { location, id: location.split('/').pop() as string };
}

async function messageOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error.message;
}

beforeAll(async () => {
  // The smallest quota the configuration allows, so that a handful of declared lengths reaches it.
  t = await createTestApp({ UPLOAD_QUOTA_MB: '100' });
  clips = await mkdtemp(path.join(os.tmpdir(), 'qk-limit-clips-'));
}, 60_000);

afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
  await t?.close();
});

describe('the upload tus acts on', () => {
  it("never reaches someone else's upload through a query string, whatever the method", async () => {
    const [mallory, victim] = await Promise.all([
      signUpAs(t.app, t.db, 'creator'),
      signUpAs(t.app, t.db, 'creator'),
    ]);
    const bytes = await readFile(await makeClip(clips, 'good', 1));
    const theirs = await created(victim, bytes.length);
    const half = Math.floor(bytes.length / 2);
    expect((await patch(victim, theirs.location, 0, bytes.subarray(0, half))).status).toBe(204);
    const mine = await created(mallory, 5000);
    const crafted = `${mine.location}?x=/${theirs.id}`;

    // Reading: the answer is about Mallory's own upload, never the victim's.
    const read = await head(mallory, crafted);
    expect(read.headers.get('upload-length')).not.toBe(String(bytes.length));
    // Writing: the victim's file does not move.
    await patch(mallory, crafted, half, new Uint8Array(64));
    // Deleting: the victim's upload is still there.
    await t.app.request(crafted, {
      method: 'DELETE',
      headers: { ...TUS, Origin: TEST_ORIGIN, Cookie: mallory.cookie },
    });

    const victimView = await head(victim, theirs.location);
    expect(victimView.status).toBe(200);
    expect(victimView.headers.get('upload-offset')).toBe(String(half));
    const [row] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, theirs.id));
    expect(row?.status).toBe('uploading');
    // And the victim can finish with the right bytes.
    const rest = await patch(victim, theirs.location, half, bytes.subarray(half));
    expect(rest.status).toBe(204);
  }, 60_000);

  it('answers 404 for a path naming no upload, or naming one that is not yours', async () => {
    const [owner, other] = await Promise.all([
      signUpAs(t.app, t.db, 'creator'),
      signUpAs(t.app, t.db, 'creator'),
    ]);
    const theirs = await created(owner, 1000);
    expect((await head(other, theirs.location)).status).toBe(404);
    expect((await head(other, `/api/uploads/tus/not-an-id?x=/${theirs.id}`)).status).toBe(404);
    expect((await patch(other, `${theirs.location}/`, 0, new Uint8Array(10))).status).toBe(404);
  });
});

describe('who may create content through uploads', () => {
  it('asks an unverified creator to confirm the address first, before any byte or item', async () => {
    const unverified = await signUpAs(t.app, t.db, 'creator', { verified: false });
    const answer = await create(unverified, 1000);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as ApiErrorBody).error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await t.db.select().from(videoUploads).where(eq(videoUploads.userId, unverified.userId))).toEqual(
      [],
    );
  });

  it('refuses an item from an upload once the address is no longer verified', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const bytes = await readFile(await makeClip(clips, 'good', 1));
    const { location, id } = await created(creator, bytes.length);
    expect((await patch(creator, location, 0, bytes)).status).toBe(204);
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, creator.userId));
    const answer = await creator.request(`/api/uploads/${id}/content`, {
      json: {
        title: 'Wudu step by step',
        description: 'How to make wudu, for young children',
        category: 'Islamic Stories & Manners',
        language: 'Arabic',
        ageRange: 1,
        hasMusic: false,
        tags: [],
      },
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as ApiErrorBody).error.code).toBe('EMAIL_NOT_VERIFIED');
    const [row] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    expect(row?.contentId).toBeNull();
  }, 60_000);
});

describe('limits under requests sent together', () => {
  it('accepts 20 uploads an hour however many arrive at once', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const answers = await fireTogether(27, () => create(creator, 1000));
    expect(statusCounts(answers)).toEqual({ 201: 20, 429: 7 });
    const rows = await t.db.select().from(videoUploads).where(eq(videoUploads.userId, creator.userId));
    expect(rows).toHaveLength(20);
  }, 60_000);

  it('keeps the staged bytes within the quota however many arrive at once', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const answers = await fireTogether(10, () => create(creator, 30 * MB));
    expect(statusCounts(answers)).toEqual({ 201: 3, 413: 7 });
    const refused = answers.find((a) => a.status === 413) as Response;
    expect(await messageOf(refused)).toBe(englishMessage(UPLOAD_MESSAGES.quota));
    const rows = await t.db.select().from(videoUploads).where(eq(videoUploads.userId, creator.userId));
    expect(rows.reduce((sum, r) => sum + r.sizeBytes, 0)).toBeLessThanOrEqual(100 * MB);
  }, 60_000);
});

describe('cancelling', () => {
  it('frees the quota at once, and still counts towards the hourly limit', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const first = await created(creator, 90 * MB);
    const full = await create(creator, 20 * MB);
    expect(full.status).toBe(413);
    const cancelled = await t.app.request(first.location, {
      method: 'DELETE',
      headers: { ...TUS, Origin: TEST_ORIGIN, Cookie: creator.cookie },
    });
    expect(cancelled.status).toBe(204);
    const [row] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, first.id));
    expect(row?.status).toBe('cancelled');
    expect((await create(creator, 20 * MB)).status).toBe(201);
    // 1 cancelled + 1 kept: 18 more fit in the hour, not 19.
    const answers = await fireTogether(19, () => create(creator, 1000));
    expect(statusCounts(answers)).toEqual({ 201: 18, 429: 1 });
  }, 60_000);
});
