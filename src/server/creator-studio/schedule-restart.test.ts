// Scheduled publication across a restart: a moderator approves an item before its time, so it waits as
// 'scheduled' with a persisted pg-boss job; the app's job runner is stopped and a new one started (as a restart
// would), and the new one publishes the item at its time — not before, and exactly once; and an item whose time
// passed while no runner was running is published, once, as soon as one starts again.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { content } from '#server/db/schema/content';
import { moderationAuditLog } from '#server/db/schema/moderation';
import type { AppDeps } from '#server/http/app-env';
import { type JobQueue, startJobQueue } from '#server/jobs/job-queue';
import { SCHEDULED_PUBLISH_JOB } from '#server/moderation';
import { asCaller, type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { CREATOR_STUDIO_JOBS } from './schedule.jobs';

let t: TestApp;
let deps: AppDeps;
let admin: Caller;
const queues: JobQueue[] = [];
/** Only the per-item job: the once-a-minute sweep would publish the item too and hide a lost job. */
const definitions = CREATOR_STUDIO_JOBS.filter((job) => job.name === SCHEDULED_PUBLISH_JOB);

/** The running runner, as the app sees it (createApp copies its deps, so the app holds this stand-in). */
let current: JobQueue | undefined;
const runner: JobQueue = {
  send: (name, data, options) => {
    if (!current) throw new Error('no job runner');
    return current.send(name, data, options);
  },
  get boss() {
    if (!current) throw new Error('no job runner');
    return current.boss;
  },
  stop: async () => current?.stop(),
};

async function startRunner() {
  const queue = await startJobQueue(t.env.DATABASE_URL as string, deps, definitions);
  queues.push(queue);
  current = queue;
  return queue;
}

beforeAll(async () => {
  t = await createTestApp();
  deps = { ...t.deps, jobs: runner };
  const app = createApp(deps);
  const signedUp = await signUpAs(t.app, t.db, 'admin');
  admin = asCaller(app, signedUp.cookie, signedUp.userId);
}, 60_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop().catch(() => undefined);
  await t.close();
});

/** Polls the item until it is published (or 40 s have passed) and answers its last row. */
async function waitUntilPublished<Row extends { status: string }>(
  statusOf: () => Promise<Row>,
): Promise<Row> {
  const deadline = Date.now() + 40_000;
  let row = await statusOf();
  while (row.status !== 'published' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    row = await statusOf();
  }
  return row;
}

/** Published once: one audit entry, and one job for the item, completed. */
async function expectPublishedOnce(itemId: string) {
  const audits = await t.db
    .select()
    .from(moderationAuditLog)
    .where(
      and(
        eq(moderationAuditLog.targetId, itemId),
        eq(moderationAuditLog.action, 'content.scheduled_publish'),
      ),
    );
  expect(audits).toHaveLength(1);
  const states = async () =>
    (
      await t.db.execute<{ state: string }>(
        sql`select state from pgboss.job where name = ${SCHEDULED_PUBLISH_JOB} and data->>'contentId' = ${itemId}`,
      )
    ).rows.map((job) => job.state);
  // The item is published inside the job's handler; pg-boss marks the job completed just after the handler returns,
  // so a loaded machine can read it still 'active' for a moment.
  const deadline = Date.now() + 10_000;
  let now = await states();
  while (now.includes('active') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    now = await states();
  }
  expect(now).toEqual(['completed']);
}

it('publishes a scheduled item at its time after the job runner restarts, exactly once', async () => {
  const creator = await insertCreator(t.db, { fullName: 'Scheduling Creator' });
  const publishAt = new Date(Date.now() + 8_000);
  const item = await insertContent(t.db, {
    title: 'Published after a restart',
    status: 'pending',
    creatorProfileId: creator.id,
    scheduledPublishAt: publishAt,
  });
  const statusOf = async () =>
    (await t.db.select().from(content).where(eq(content.id, item.id)))[0] as typeof content.$inferSelect;

  const first = await startRunner();
  const approved = await admin.request(`/api/admin/content/${item.id}/publish`, { json: { revision: 1 } });
  expect(approved.status).toBe(200);
  expect((await statusOf()).status).toBe('scheduled');

  // The restart: the runner that queued the job stops; a new one (new pg-boss instance) starts.
  await first.stop();
  current = undefined;
  await startRunner();
  expect((await statusOf()).status).toBe('scheduled');

  const row = await waitUntilPublished(statusOf);
  expect(row.status).toBe('published');
  // At its time, not before.
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
  expect(row.publishedAt?.getTime() ?? 0).toBeGreaterThanOrEqual(publishAt.getTime() - 1_000);

  // One audit entry, and one job for the item, run once, by the new runner (the first was stopped before its time).
  await expectPublishedOnce(item.id);
}, 90_000);

it('publishes, once, an item whose time passed while no job runner was running', async () => {
  const creator = await insertCreator(t.db, { fullName: 'Down at the time' });
  const publishAt = new Date(Date.now() + 3_000);
  const item = await insertContent(t.db, {
    title: 'Due while the server was down',
    status: 'pending',
    creatorProfileId: creator.id,
    scheduledPublishAt: publishAt,
  });
  const statusOf = async () =>
    (await t.db.select().from(content).where(eq(content.id, item.id)))[0] as typeof content.$inferSelect;

  // The first test's runner is still running: stop it, so only this test's runners can publish.
  await current?.stop();
  current = undefined;
  const before = await startRunner();
  const approved = await admin.request(`/api/admin/content/${item.id}/publish`, { json: { revision: 1 } });
  expect(approved.status).toBe(200);
  // The server goes down before the item's time, and stays down past it.
  await before.stop();
  current = undefined;
  while (Date.now() < publishAt.getTime() + 1_500) await new Promise((resolve) => setTimeout(resolve, 250));
  expect((await statusOf()).status).toBe('scheduled');

  // Back up: the overdue job runs at once, and only once.
  await startRunner();
  const row = await waitUntilPublished(statusOf);
  expect(row.status).toBe('published');
  await expectPublishedOnce(item.id);
}, 90_000);
