// npm run bench:uploads — video upload figures (decision 021-c), not part of npm test:
//  1. transcoding: a generated 60 s 1080p clip through the full ladder (360p/720p/1080p), media-seconds per
//     wall-second (target ≥ 1.0 on the 2-core machine);
//  2. upload: a 100 MB file through tus over loopback to the production server, MB/s, and the server's peak RSS
//     while it streams (target ≥ 50 MB/s, < 300 MB);
//  3. first frame: an uploaded, processed and published clip opened in Chromium, time from navigation to the
//     first decoded frame, p75 of 8 loads (target < 1 s).
// The figures are noisy when other work shares the cores. `-- --skip-build` reuses dist/; CHROME_PATH names the
// Chromium to use (as for `npm run bench`).
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { content } from '../src/server/db/schema/content';
import { makeClip } from '../src/server/test/video-clips';
import { ladderFor, probeVideo, transcodeToHls } from '../src/server/uploads/ffmpeg';
import { signInBenchAdmin, startBenchServer } from './support/bench-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--skip-build');
const log = (line: string) => console.log(`\n▶ ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

async function transcodeRatio(workDir: string): Promise<number> {
  log('Generating a 60 s 1080p clip');
  const clip = path.join(workDir, 'source-1080p.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=60'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=60'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
  ]);
  const probe = await probeVideo(tools, clip);
  if (!probe) throw new Error('the generated clip does not probe');
  const renditions = ladderFor(probe);
  const out = path.join(workDir, 'hls');
  for (const r of renditions) fs.mkdirSync(path.join(out, r.name), { recursive: true });
  log(`Transcoding to ${renditions.map((r) => r.name).join(', ')}`);
  const started = performance.now();
  await transcodeToHls(tools, {
    input: clip,
    outDir: out,
    renditions,
    hasAudio: probe.hasAudio,
    durationSeconds: probe.durationSeconds,
    nice: 0,
    threads: 0,
    onProgress: () => {},
  });
  const seconds = (performance.now() - started) / 1000;
  const ratio = probe.durationSeconds / seconds;
  console.log(
    `  ${probe.durationSeconds.toFixed(1)} s of media in ${seconds.toFixed(1)} s: ${ratio.toFixed(2)} media-s/wall-s`,
  );
  return ratio;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function tusUpload(base: string, headers: Record<string, string>, file: string) {
  const size = fs.statSync(file).size;
  const created = await fetch(`${base}/api/uploads/tus`, {
    method: 'POST',
    headers: { ...headers, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size) },
  });
  if (created.status !== 201)
    throw new Error(`tus creation answered ${created.status}: ${await created.text()}`);
  const location = created.headers.get('location') as string;
  const chunk = 8 * 1024 * 1024;
  const handle = fs.openSync(file, 'r');
  let last: Response | undefined;
  try {
    for (let offset = 0; offset < size; offset += chunk) {
      const length = Math.min(chunk, size - offset);
      const buffer = Buffer.alloc(length);
      fs.readSync(handle, buffer, 0, length, offset);
      last = await fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...headers,
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: buffer,
      });
      if (last.status !== 204 && offset + length < size) throw new Error(`PATCH answered ${last.status}`);
    }
  } finally {
    fs.closeSync(handle);
  }
  return { id: location.split('/').pop() as string, last };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main() {
  if (!skipBuild) {
    log('Building the production app (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-bench-uploads-'));
  fs.chmodSync(workDir, 0o755);
  const ratio = await transcodeRatio(workDir);

  log(`Starting the benchmark's own embedded PostgreSQL and the production server (${workDir})`);
  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
  const db = createDatabase(database.url, { max: 2 });
  let server: ChildProcess | undefined;
  try {
    await runMigrations(db);
    const running = await startBenchServer({
      root: ROOT,
      databaseUrl: database.url,
      dataDir: path.join(workDir, 'server-data'),
    });
    server = running.server;
    const { base } = running;
    const headers = await signInBenchAdmin(base, db);

    log('Uploading 100 MB through tus (8 MB chunks) while sampling the server RSS');
    const big = path.join(workDir, 'big.bin');
    fs.writeFileSync(big, randomBytes(100 * 1024 * 1024 - 1024));
    let peak = rssMb(server.pid as number);
    const before = peak;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(server?.pid as number));
        await sleep(50);
      }
    })();
    const started = performance.now();
    const { last } = await tusUpload(base, headers, big);
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const mbps = 100 / seconds;
    console.log(
      `  ${mbps.toFixed(0)} MB/s (${seconds.toFixed(2)} s; last PATCH ${last?.status}: random bytes are refused by validation, as they should be)`,
    );
    console.log(`  server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);

    log('First frame in Chromium (8 loads of a published upload)');
    const clip = await makeClip(workDir, 'good', 10);
    const { id } = await tusUpload(base, headers, clip);
    const creator = await fetch(`${base}/api/admin/creators`, { headers }).then((r) => r.json());
    let creatorProfileId = (creator as { id: string }[])[0]?.id;
    if (!creatorProfileId) {
      const { creatorProfiles } = await import('../src/server/db/schema/users');
      const [row] = await db.insert(creatorProfiles).values({ fullName: 'Bench Creator' }).returning();
      creatorProfileId = row?.id;
    }
    const made = await fetch(`${base}/api/uploads/${id}/content`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        creatorProfileId,
        title: 'Bench clip',
        description: 'Bench clip',
        language: 'English',
        ageRange: 1,
      }),
    });
    const { id: contentId } = (await made.json()) as { id: string };
    for (let i = 0; ; i++) {
      const state = (await fetch(`${base}/api/uploads/${id}`, { headers }).then((r) => r.json())) as {
        status: string;
      };
      if (state.status === 'ready') break;
      if (state.status === 'failed' || i > 600) throw new Error(`processing ended ${state.status}`);
      await sleep(200);
    }
    await db
      .update(content)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(content.id, contentId));
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    const times: number[] = [];
    try {
      for (let i = 0; i < 8; i++) {
        const page = await browser.newPage();
        const start = Date.now();
        await page.goto(`${base}/video/${contentId}`);
        const video = page.locator('video');
        await video.waitFor();
        await video.evaluate(
          (element: HTMLVideoElement) =>
            new Promise<void>((resolve) => {
              element.muted = true;
              void element.play();
              element.requestVideoFrameCallback(() => resolve());
            }),
        );
        times.push(Date.now() - start);
        await page.close();
      }
    } finally {
      await browser.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `  first frame: p50 ${percentile(times, 50)} ms, p75 ${percentile(times, 75)} ms (${times.join(', ')})`,
    );

    log('Summary');
    console.log(`  transcoding ${ratio.toFixed(2)} media-s/wall-s (target ≥ 1.0)`);
    console.log(
      `  upload ${mbps.toFixed(0)} MB/s (target ≥ 50), peak server RSS ${peak.toFixed(0)} MB (target < 300)`,
    );
    console.log(`  first frame p75 ${percentile(times, 75)} ms (target < 1000)`);
    console.log(
      `  (${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    server?.kill('SIGTERM');
    await sleep(500);
    await db.$client.end().catch(() => {});
    await database.stop().catch(() => {});
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
