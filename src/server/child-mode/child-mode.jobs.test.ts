import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { children, childSessions } from '#server/db/schema/children';
import { contentViews } from '#server/db/schema/content';
import { parentProfiles } from '#server/db/schema/users';
import { type JobQueue, startJobQueue } from '#server/jobs/job-queue';
import { insertContent, insertUser } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { CHILD_MODE_JOBS } from './child-mode.jobs';

let t: TestApp;
let queue: JobQueue;

beforeAll(async () => {
  t = await createTestApp({ VIEW_RETENTION_MONTHS: '6' });
  const deps = { ...t.deps };
  queue = await startJobQueue(t.env.DATABASE_URL as string, deps, CHILD_MODE_JOBS);
}, 60_000);

afterAll(async () => {
  await queue.stop();
  await t.close();
});

it('schedules the session sweep every minute and the purge daily', async () => {
  const schedules = await queue.boss.getSchedules();
  expect(Object.fromEntries(schedules.map((schedule) => [schedule.name, schedule.cron]))).toEqual({
    'child-sessions-sweep': '* * * * *',
    'purge-old-content-views': '17 3 * * *',
  });
});

it('the purge job, run through the queue, removes views older than VIEW_RETENTION_MONTHS', async () => {
  const parent = await insertUser(t.db);
  const [child] = await t.db
    .insert(children)
    .values({ parentId: parent.id, name: 'Aisha', dateOfBirth: '2019-01-01' })
    .returning();
  const video = await insertContent(t.db);
  const old = new Date();
  old.setUTCMonth(old.getUTCMonth() - 7);
  await t.db.insert(contentViews).values([
    { contentId: video.id, childId: child?.id, createdAt: old },
    { contentId: video.id, childId: child?.id },
  ]);
  await queue.send('purge-old-content-views');
  await expect
    .poll(
      async () => (await t.db.select().from(contentViews).where(eq(contentViews.contentId, video.id))).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
}, 30_000);

it('the sweep job, run through the queue, ends idle child sessions', async () => {
  const parent = await insertUser(t.db);
  await t.db.insert(parentProfiles).values({ userId: parent.id, fullName: 'P' });
  const [child] = await t.db
    .insert(children)
    .values({ parentId: parent.id, name: 'Bilal', dateOfBirth: '2018-01-01' })
    .returning();
  const [session] = await t.db
    .insert(childSessions)
    .values({
      childId: child?.id as string,
      parentId: parent.id,
      lastActiveAt: new Date(Date.now() - 45 * 60_000),
    })
    .returning();
  await queue.send('child-sessions-sweep');
  await expect
    .poll(
      async () =>
        (
          await t.db
            .select()
            .from(childSessions)
            .where(eq(childSessions.id, session?.id as string))
        )[0]?.sessionStatus,
      { timeout: 20_000 },
    )
    .toBe('ended');
}, 30_000);
