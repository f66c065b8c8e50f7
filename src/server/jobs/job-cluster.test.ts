// The job queue across several nodes on one database: a schedule fires once, a stopping node hands its job back, a
// killed node's job is retried by another within a minute, and a live node's long job is never taken from it.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { type JobDefinition, type JobQueue, type JobQueueOptions, startJobQueue } from './job-queue';

let t: TestApp;
const queues: JobQueue[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const queue of queues.splice(0)) await queue.stop(1_000);
});

afterAll(async () => {
  await t.close();
});

async function worker(definitions: JobDefinition[], options: JobQueueOptions = {}): Promise<JobQueue> {
  const queue = await startJobQueue(t.env.DATABASE_URL as string, { ...t.deps }, definitions, {
    role: 'worker',
    ...options,
  });
  queues.push(queue);
  return queue;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('fires a schedule once however many worker nodes run the cron check', async () => {
  const runs: { node: string; at: number }[] = [];
  const everyMinute = (node: string): JobDefinition => ({
    name: 'test-every-minute',
    cron: '* * * * *',
    handler: async () => {
      runs.push({ node, at: Date.now() });
    },
  });
  // pg-boss sends a schedule for the current minute as soon as a node first checks, so a start late in a minute
  // fires that minute and, seconds later, the next: two slots, both rightly fired. Starting early in a minute keeps
  // the first firing and the wait after it inside one slot.
  const second = new Date().getSeconds();
  if (second > 15) await sleep((62 - second) * 1000);
  // Both check the schedules every second, so each minute both see it due.
  await worker([everyMinute('a')], { cronCheckSeconds: 1 });
  await worker([everyMinute('b')], { cronCheckSeconds: 1 });
  await expect.poll(() => runs.length, { timeout: 80_000, interval: 500 }).toBeGreaterThan(0);
  const slot = Math.floor((runs[0]?.at ?? 0) / 60_000);
  // A second firing of the same minute would come within seconds.
  await sleep(Math.max(0, Math.min(12_000, (slot + 1) * 60_000 - 2_000 - Date.now())));
  expect(runs.filter((run) => Math.floor(run.at / 60_000) === slot)).toHaveLength(1);
}, 160_000);

it('a stopping node finishes a job within its grace, and hands back one that outlasts it', async () => {
  const done: string[] = [];
  const started: string[] = [];
  const slowOnA = (ms: number): JobDefinition => ({
    name: 'test-drain',
    handler: async (data) => {
      const { word } = data as { word: string };
      started.push(word);
      await sleep(ms);
      done.push(`a:${word}`);
    },
  });
  const a = await worker([slowOnA(1_500)]);
  const id = await a.send('test-drain', { word: 'short' });
  await expect.poll(() => started, { timeout: 15_000 }).toEqual(['short']);
  await a.stop(10_000);
  expect(done).toEqual(['a:short']);
  expect((await t.deps.db.$client.query('select state from pgboss.job where id = $1', [id])).rows).toEqual([
    { state: 'completed' },
  ]);

  const holding = await worker([slowOnA(60_000)]);
  const longId = await holding.send('test-drain', { word: 'long' });
  await expect.poll(() => started, { timeout: 15_000 }).toEqual(['short', 'long']);
  // Another node is up; it cannot take the job while the first holds it.
  await worker([
    {
      name: 'test-drain',
      handler: async (data) => {
        done.push(`b:${(data as { word: string }).word}`);
      },
    },
  ]);
  const stopped = Date.now();
  await holding.stop(1_000);
  await expect.poll(() => done, { timeout: 15_000 }).toEqual(['a:short', 'b:long']);
  expect(Date.now() - stopped).toBeLessThan(10_000);
  const [job] = (
    await t.deps.db.$client.query('select state, retry_count from pgboss.job where id = $1', [longId])
  ).rows;
  expect(job).toEqual({ state: 'completed', retry_count: 1 });
}, 60_000);

it('a job whose node is killed (SIGKILL) is retried by another node within a minute', async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  // A worker node in its own process, holding the job forever.
  const script = `
    const { startJobQueue } = await import(${JSON.stringify(path.join(root, 'src/server/jobs/job-queue.ts'))});
    const { createDatabase } = await import(${JSON.stringify(path.join(root, 'src/server/db/client.ts'))});
    const { createLogger } = await import(${JSON.stringify(path.join(root, 'src/server/logger.ts'))});
    const url = process.env.DATABASE_URL;
    const deps = { db: createDatabase(url, { max: 2 }), logger: createLogger('silent'), env: {} };
    await startJobQueue(url, deps, [{ name: 'test-held', handler: async () => {
      console.log('holding');
      await new Promise(() => {});
    } }], { role: 'worker' });
    console.log('started');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: t.env.DATABASE_URL },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await expect.poll(() => output, { timeout: 30_000 }).toContain('started');
  const sender = await startJobQueue(t.env.DATABASE_URL as string, { ...t.deps }, [], { role: 'web' });
  queues.push(sender);
  const id = await sender.send('test-held', {});
  await expect.poll(() => output, { timeout: 15_000 }).toContain('holding');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  const killed = Date.now();

  let finishedAt = 0;
  await worker([
    {
      name: 'test-held',
      handler: async () => {
        finishedAt = Date.now();
      },
    },
  ]);
  await expect.poll(() => finishedAt, { timeout: 70_000, interval: 500 }).toBeGreaterThan(0);
  expect(finishedAt - killed).toBeLessThan(60_000);
  await expect
    .poll(
      async () => (await t.deps.db.$client.query('select state from pgboss.job where id = $1', [id])).rows[0],
    )
    .toEqual({ state: 'completed' });
}, 120_000);

it('a live node keeps a job that runs past its lease: no other node starts it again', async () => {
  const runs: string[] = [];
  const definition = (node: string, ms: number): JobDefinition => ({
    name: 'test-long',
    handler: async () => {
      runs.push(`${node} started`);
      await sleep(ms);
      runs.push(`${node} done`);
    },
  });
  // A lease of 6 s renewed every 2 s; pg-boss's maintenance fails lapsed jobs every 15 s.
  const a = await worker([definition('a', 20_000)], { leaseSeconds: 6 });
  const id = await a.send('test-long', {});
  await expect.poll(() => runs, { timeout: 15_000 }).toEqual(['a started']);
  await worker([definition('b', 0)], { leaseSeconds: 6 });
  await expect.poll(() => runs, { timeout: 40_000, interval: 500 }).toEqual(['a started', 'a done']);
  const [job] = (
    await t.deps.db.$client.query('select state, retry_count from pgboss.job where id = $1', [id])
  ).rows;
  expect(job).toEqual({ state: 'completed', retry_count: 0 });
}, 60_000);
