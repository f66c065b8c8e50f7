// A transcode interrupted by a crash: the next start-up ends the ffmpeg left running under init, deletes its
// temporary folder and has pg-boss retry the job at once (not after the job's expiry); the retry then finishes.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoUploads } from '#server/db/schema/uploads';
import type { AppDeps } from '#server/http/app-env';
import { type JobQueue, startJobQueue } from '#server/jobs/job-queue';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { tusPatch } from '#server/test/tus-requests';
import { makeClip } from '#server/test/video-clips';
import { transcodeJob } from './uploads.jobs';
import { recoverInterruptedTranscodes, runTranscode, stagedFile, TRANSCODE_JOB } from './uploads.service';
import { thisWorker } from './worker-processes';

let t: TestApp;
let creator: Caller;
let clips: string;
let queue: JobQueue;
let deps: AppDeps;
const TUS = { 'Tus-Resumable': '1.0.0' };
const started: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  clips = await mkdtemp(path.join(os.tmpdir(), 'qk-recovery-clips-'));
  creator = await signUpAs(t.app, t.db, 'creator');
  deps = { ...t.deps };
  // The queue without workers: the test takes the job itself, as the crashed process had.
  queue = await startJobQueue(t.env.DATABASE_URL as string, deps, [{ ...transcodeJob, workers: () => 0 }]);
  deps.jobs = queue;
}, 60_000);

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queue?.stop();
  await rm(clips, { recursive: true, force: true });
  await t?.close();
});

/** An accepted upload made into an item (its transcode not run). */
async function acceptedUpload(): Promise<string> {
  const bytes = await readFile(await makeClip(clips, 'good', 2));
  const created = await creator.request('/api/uploads/tus', {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(bytes.length) },
  });
  const location = created.headers.get('location') as string;
  const done = await tusPatch(t.app, creator, location, 0, bytes);
  expect(done.status).toBe(204);
  const id = location.split('/').pop() as string;
  const made = await creator.request(`/api/uploads/${id}/content`, {
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
  expect(made.status).toBe(201);
  return id;
}

/** A process id that no longer runs. */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

describe('a transcode interrupted by a crash', () => {
  it('is taken back at start-up: its ffmpeg ended, its folder deleted, its job retried at once', async () => {
    const id = await acceptedUpload();
    const jobId = (await queue.send(TRANSCODE_JOB, { uploadId: id }, { singletonKey: id })) as string;
    const [taken] = await queue.boss.fetch(TRANSCODE_JOB);
    expect(taken?.id).toBe(jobId);
    // What the crashed process left: an ffmpeg of its own process group reading the staged file, still running,
    // a half-written folder, and the row saying a process that is gone has it.
    const orphan = spawn(
      'ffmpeg',
      ['-nostdin', '-re', '-stream_loop', '-1', '-i', stagedFile(t.uploads, id), '-f', 'null', '-'],
      { detached: true, stdio: 'ignore' },
    );
    started.push(orphan);
    const orphanEnded = new Promise<NodeJS.Signals | null>((resolve) =>
      orphan.on('exit', (_c, signal) => resolve(signal)),
    );
    const work = await mkdtemp(path.join(os.tmpdir(), 'qk-hls-'));
    await writeFile(path.join(work, 'partial.ts'), 'half a segment');
    await t.db
      .update(videoUploads)
      .set({
        status: 'processing',
        attempts: 1,
        worker: `${os.hostname()}/${await deadPid()}/1`,
        ffmpegPid: orphan.pid as number,
        workDir: work,
        jobId,
      })
      .where(eq(videoUploads.id, id));

    expect(await recoverInterruptedTranscodes(deps)).toBe(1);

    expect(
      await Promise.race([orphanEnded, new Promise((r) => setTimeout(() => r('still running'), 5000))]),
    ).toBe('SIGKILL');
    expect(existsSync(work)).toBe(false);
    expect((await queue.boss.getJobById(TRANSCODE_JOB, jobId))?.state).toBe('retry');
    const [row] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    expect(row).toMatchObject({ status: 'queued', worker: null, ffmpegPid: null, workDir: null });

    // The retry is available now, and finishes the video.
    const [retry] = await queue.boss.fetch(TRANSCODE_JOB);
    expect(retry?.id).toBe(jobId);
    await runTranscode(deps, id, jobId);
    const [done] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    expect(done).toMatchObject({ status: 'ready', attempts: 2, worker: null });
  }, 60_000);

  it('leaves alone a transcode whose worker still runs, or runs on another host', async () => {
    const id = await acceptedUpload();
    const work = await mkdtemp(path.join(os.tmpdir(), 'qk-hls-'));
    for (const worker of [thisWorker(), `another-host.example/${await deadPid()}/1`]) {
      await t.db
        .update(videoUploads)
        .set({ status: 'processing', worker, workDir: work })
        .where(eq(videoUploads.id, id));
      expect(await recoverInterruptedTranscodes(deps)).toBe(0);
      expect(existsSync(work)).toBe(true);
    }
    await rm(work, { recursive: true, force: true });
  }, 60_000);
});
