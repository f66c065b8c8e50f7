// Uploads in progress in the shared bucket (decision 031-u): two nodes on one database, each with its own data
// folder (as on two machines) and the same S3 stand-in; a tus upload begun on one is continued, cancelled or swept
// from the other, and the transcode reads its input from the bucket.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { videoUploads } from '#server/db/schema/uploads';
import { englishMessage } from '#server/http/app-error';
import { asCaller, type Caller, signUpAs } from '#server/test/auth-helpers';
import { type S3StandIn, startS3StandIn } from '#server/test/s3-stand-in';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { TUS_HEADERS, tusPatch } from '#server/test/tus-requests';
import { makeClip } from '#server/test/video-clips';
import type { ApiErrorBody } from '#shared/api-error';
import { UPLOAD_MESSAGES, type UploadState } from '#shared/uploads';
import { createTusServer, createUploadsRuntime, runTranscode, sweepUploads } from './index';

let s3: S3StandIn;
let a: TestApp;
let b: { app: ReturnType<typeof createApp>; deps: TestApp['deps']; dataDir: string };
let onA: Caller;
let onB: Caller;
let clips: string;

const itemFields = {
  title: 'Wudu step by step',
  description: 'How to make wudu, for young children',
  category: 'Islamic Stories & Manners',
  language: 'Arabic',
  ageRange: 1,
  hasMusic: false,
  tags: ['Wudu'],
};

beforeAll(async () => {
  s3 = await startS3StandIn();
  a = await createTestApp({
    MEDIA_S3_BUCKET: s3.bucket,
    MEDIA_S3_ENDPOINT: s3.endpoint,
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: 'test',
    MEDIA_S3_SECRET_ACCESS_KEY: 'test-secret',
  });
  // The second node: the same database and bucket, its own data folder, tus server and storage clients.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qk-node-b-'));
  const env = { ...a.env, dataDir };
  const uploads = createUploadsRuntime(env);
  const deps = {
    ...a.deps,
    env,
    uploads,
    tus: createTusServer(uploads, { connection: a.db.$client.options, logger: a.deps.logger }),
  };
  b = { app: createApp(deps), deps, dataDir };
  clips = await mkdtemp(path.join(os.tmpdir(), 'qk-clips-'));
  onA = await signUpAs(a.app, a.db, 'creator');
  onB = asCaller(b.app, onA.cookie, onA.userId);
}, 60_000);

afterAll(async () => {
  b?.deps.uploads.staging.close();
  await b?.deps.tus.close();
  b?.deps.uploads.storage.close();
  await a?.close();
  await s3?.close();
  await rm(clips, { recursive: true, force: true });
  if (b) await rm(b.dataDir, { recursive: true, force: true });
});

async function create(caller: Caller, length: number, name = 'clip.mp4') {
  const created = await caller.request('/api/uploads/tus', {
    method: 'POST',
    headers: {
      ...TUS_HEADERS,
      'Upload-Length': String(length),
      'Upload-Metadata': `filename ${Buffer.from(name).toString('base64')}`,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') as string;
  return { location, id: location.split('/').pop() as string };
}

const stagedKeys = (id: string) => [...s3.objects.keys()].filter((key) => key.startsWith(id));
const openMultipart = (id: string) => [...s3.multipart.values()].filter((upload) => upload.key === id);
const filesIn = async (dir: string) => readdir(dir, { recursive: true }).catch(() => [] as string[]);

describe('an upload through two nodes sharing the bucket', () => {
  it('is continued on the other node, validated and transcoded from the bucket, with nothing on either disk', async () => {
    const bytes = await readFile(await makeClip(clips, 'good', 3));
    const half = Math.floor(bytes.length / 2);
    // This process's temporary folder for the test: the copies validation and the transcode download must go.
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'qk-shared-tmp-'));
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    const { location, id } = await create(onA, bytes.length);
    expect(openMultipart(id)).toHaveLength(1);

    expect((await tusPatch(b.app, onB, location, 0, bytes.subarray(0, half))).status).toBe(204);
    const head = await onA.request(location, { method: 'HEAD', headers: TUS_HEADERS });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await tusPatch(a.app, onA, location, half, bytes.subarray(half));
    expect(last.status, await last.clone().text()).toBe(204);

    expect(Buffer.compare(s3.objects.get(id)?.body ?? Buffer.alloc(0), bytes)).toBe(0);
    const state = (await (await onB.request(`/api/uploads/${id}`)).json()) as UploadState;
    expect(state.status).toBe('uploaded');
    expect(await filesIn(path.join(a.env.dataDir, 'uploads'))).toEqual([]);
    expect(await filesIn(path.join(b.dataDir, 'uploads'))).toEqual([]);

    const made = await onB.request(`/api/uploads/${id}/content`, { json: itemFields });
    expect(made.status).toBe(201);
    const { id: contentId } = (await made.json()) as { id: string };
    const reads = s3.requests.length;
    await runTranscode(b.deps, id).finally(() => {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    });
    expect(s3.requests.slice(reads)).toContain(`GET /${s3.bucket}/${id}`);
    expect(await readdir(tmp)).toEqual([]);
    await rm(tmp, { recursive: true, force: true });
    const [row] = await a.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    expect(row).toMatchObject({ status: 'ready', renditions: [360], workDir: null });
    // The staged upload is gone once its ladder is stored; the ladder plays through the other node.
    expect(stagedKeys(id)).toEqual([]);
    expect(s3.objects.has(`videos/${id}/360p/index.m3u8`)).toBe(true);
    expect(s3.objects.has(`videos/${id}/${id}`)).toBe(false);
    const master = await onA.request(`/api/uploads/media/${contentId}/master.m3u8`);
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('360p/index.m3u8');
  }, 120_000);

  it('refuses a file that is not a video with the spec message, and deletes it from the bucket', async () => {
    const bytes = await readFile(await makeClip(clips, 'text'));
    const { location, id } = await create(onB, bytes.length, 'notes.mp4');
    const last = await tusPatch(a.app, onA, location, 0, bytes);
    expect(last.status).toBe(422);
    expect(((await last.json()) as ApiErrorBody).error.message).toBe(
      englishMessage(UPLOAD_MESSAGES.invalidType),
    );
    expect(stagedKeys(id)).toEqual([]);
    expect(openMultipart(id)).toEqual([]);
  });

  it('is cancelled from the other node: the multipart upload is aborted and its objects deleted', async () => {
    const { location, id } = await create(onA, 4096);
    expect((await tusPatch(a.app, onA, location, 0, new Uint8Array(1000))).status).toBe(204);
    expect(stagedKeys(id)).toContain(`${id}.part`);
    const cancelled = await onB.request(location, { method: 'DELETE', headers: TUS_HEADERS });
    expect(cancelled.status).toBe(204);
    expect(stagedKeys(id)).toEqual([]);
    expect(openMultipart(id)).toEqual([]);
    const state = (await (await onA.request(`/api/uploads/${id}`)).json()) as UploadState;
    expect(state.status).toBe('cancelled');
  });

  it("is swept when abandoned: the daily sweep deletes the bucket's staged objects with the row", async () => {
    const { location, id } = await create(onB, 4096);
    expect((await tusPatch(b.app, onB, location, 0, new Uint8Array(1000))).status).toBe(204);
    expect(stagedKeys(id).length).toBeGreaterThan(0);
    expect(await sweepUploads(a, new Date(Date.now() + 2 * 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(stagedKeys(id)).toEqual([]);
    expect(openMultipart(id)).toEqual([]);
    expect(await a.db.select().from(videoUploads).where(eq(videoUploads.id, id))).toEqual([]);
  });
});
