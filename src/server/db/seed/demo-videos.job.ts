// The demo library's videos, made in the background after the first start (a pg-boss job, like the transcodes): each
// draft left by the seed gets its file (demo-video-maker.ts), goes through the uploads pipeline (HLS and a poster)
// and is published with its views, one at a time, so the items appear as they are ready and start-up never waits.
// Without ffmpeg the drafts wait, and start-up says so; without espeak-ng the videos are made without words.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/http/app-env';
import type { JobDefinition } from '#server/jobs/job-queue';
import { importLocalVideo } from '#server/uploads';
import type { DbOrTx } from '../client';
import { content } from '../schema/content';
import { creatorProfiles } from '../schema/users';
import {
  DEFAULT_DEMO_TOOLS,
  type DemoVideoAbilities,
  type DemoVideoTools,
  demoVideoAbilities,
  makeDemoVideo,
} from './demo-video-maker';
import { DEMO_VIDEOS, type DemoVideo } from './demo-videos';
import { insertDemoViews } from './demo-views';

export const DEMO_VIDEOS_JOB = 'demo.videos';

type Deps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>;
type WaitingVideo = { id: string; userId: string; createdAt: Date; video: DemoVideo };

const byTitle = new Map(DEMO_VIDEOS.map((video) => [video.title, video]));

/** The seed's demo-video drafts still without their file, in DEMO_VIDEOS' order. */
export async function waitingDemoVideos(db: DbOrTx): Promise<WaitingVideo[]> {
  const rows = await db
    .select({
      id: content.id,
      title: content.title,
      createdAt: content.createdAt,
      userId: creatorProfiles.userId,
    })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(
      and(
        eq(content.status, 'draft'),
        eq(content.sourceType, 'upload'),
        like(creatorProfiles.userId, 'demo-creator-%'),
        inArray(content.title, [...byTitle.keys()]),
      ),
    );
  // In the list's order: the first ones (counting, the alphabet) are the first a new family can watch.
  return rows
    .flatMap((row) => {
      const video = byTitle.get(row.title);
      return video && row.userId ? [{ id: row.id, userId: row.userId, createdAt: row.createdAt, video }] : [];
    })
    .sort((a, b) => DEMO_VIDEOS.indexOf(a.video) - DEMO_VIDEOS.indexOf(b.video));
}

/** The draft, now with its media, becomes published (a day after it was made) with its views, in one go. */
async function publishDemoVideo(deps: Deps, item: WaitingVideo, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const publishedAt = new Date(
      Math.min(item.createdAt.getTime() + 24 * 3600_000, now.getTime() - 3600_000),
    );
    const published = await tx
      .update(content)
      .set({ status: 'published', publishedAt, viewCount: item.video.views, updatedAt: sql`now()` })
      .where(and(eq(content.id, item.id), eq(content.status, 'draft'), isNotNull(content.videoUrl)))
      .returning({ id: content.id });
    if (published.length === 0) return false;
    await insertDemoViews(tx, [item.id], now);
    return true;
  });
}

/** What the demo lacks on this machine, in one line for the log; null when it lacks nothing. */
export function demoVideoShortfall(abilities: DemoVideoAbilities, waiting: number): string | null {
  if (!abilities.draw)
    return `${abilities.fonts ? 'ffmpeg' : 'ffmpeg or the DejaVu fonts'} not found: the demo library's ${waiting} videos are not made and stay hidden (apt-get install ffmpeg fonts-dejavu-core espeak-ng, then restart)`;
  if (!abilities.speak)
    return "espeak-ng not found: the demo library's videos are made without spoken words (apt-get install espeak-ng)";
  return null;
}

/** Makes, uploads and publishes every waiting demo video; returns how many were published. */
export async function makeDemoVideos(
  deps: Deps,
  options: { tools?: DemoVideoTools; now?: () => Date } = {},
): Promise<number> {
  const tools = options.tools ?? { ...DEFAULT_DEMO_TOOLS, ffmpeg: deps.env.FFMPEG_PATH };
  const waiting = await waitingDemoVideos(deps.db);
  if (waiting.length === 0) return 0;
  const abilities = await demoVideoAbilities(tools);
  const shortfall = demoVideoShortfall(abilities, waiting.length);
  if (shortfall) deps.logger.warn(shortfall);
  if (!abilities.draw || !(await deps.uploads.available())) return 0;
  const work = await mkdtemp(path.join(os.tmpdir(), 'qk-demo-videos-'));
  let published = 0;
  const failed: string[] = [];
  try {
    for (const item of waiting) {
      // One video that fails does not hold back the others; the job's retry tries it again.
      try {
        const file = path.join(work, `${item.id}.mp4`);
        await makeDemoVideo(tools, item.video, file, {
          speak: abilities.speak,
          nice: deps.env.TRANSCODE_NICE,
        });
        await importLocalVideo(deps, { filePath: file, userId: item.userId, contentId: item.id });
        await rm(file, { force: true });
        if (await publishDemoVideo(deps, item, options.now?.() ?? new Date())) published += 1;
      } catch (error) {
        deps.logger.error({ err: error, title: item.video.title }, 'a demo video could not be made');
        failed.push(item.video.title);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  deps.logger.info({ published, failed: failed.length }, 'demo library videos ready');
  if (failed.length > 0) throw new Error(`demo videos not made: ${failed.join(', ')}`);
  return published;
}

/**
 * At start-up: queue the job when demo videos wait. Returns what this machine lacks for them, if anything, for the
 * start-up banner to say at once.
 */
export async function queueDemoVideos(deps: AppDeps): Promise<string | undefined> {
  const waiting = await waitingDemoVideos(deps.db);
  if (waiting.length === 0 || !deps.jobs) return undefined;
  const abilities = await demoVideoAbilities({ ...DEFAULT_DEMO_TOOLS, ffmpeg: deps.env.FFMPEG_PATH });
  const shortfall = demoVideoShortfall(abilities, waiting.length);
  if (shortfall) deps.logger.warn(shortfall);
  if (abilities.draw) await deps.jobs.send(DEMO_VIDEOS_JOB, {}, { singletonKey: DEMO_VIDEOS_JOB });
  return shortfall ?? undefined;
}

/** One run at a time (stately): a restart while it runs queues at most one more, which finds less to do. */
export const demoVideosJob: JobDefinition = {
  name: DEMO_VIDEOS_JOB,
  policy: 'stately',
  retryLimit: 3,
  // Every demo video drawn, spoken and transcoded in one run, one after another on a small machine.
  maxSeconds: () => 2 * 60 * 60,
  handler: async (_data, deps) => {
    await makeDemoVideos(deps);
  },
};
