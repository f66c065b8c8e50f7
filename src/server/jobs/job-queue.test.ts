import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { type JobQueue, startJobQueue } from './job-queue';

let t: TestApp;
let queue: JobQueue;
const seen: string[] = [];
let running = 0;
let maxRunning = 0;

beforeAll(async () => {
  t = await createTestApp();
  const deps = { ...t.deps };
  queue = await startJobQueue(t.env.DATABASE_URL as string, deps, [
    {
      name: 'test-echo',
      handler: async (data) => {
        seen.push((data as { word: string }).word);
      },
    },
    {
      name: 'test-singleton',
      policy: 'singleton',
      handler: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 300));
        running -= 1;
      },
    },
  ]);
}, 60_000);

afterAll(async () => {
  await queue.stop();
  await t.close();
});

it('runs a job sent to a declared queue, with its data', async () => {
  await queue.send('test-echo', { word: 'salaam' });
  await expect.poll(() => seen, { timeout: 15_000 }).toEqual(['salaam']);
});

it('never runs two jobs of a singleton queue at once', async () => {
  await Promise.all([
    queue.send('test-singleton'),
    queue.send('test-singleton'),
    queue.send('test-singleton'),
  ]);
  await expect
    .poll(async () => queue.boss.getQueueSize('test-singleton', { before: 'completed' }), { timeout: 20_000 })
    .toBe(0);
  expect(maxRunning).toBe(1);
}, 30_000);
