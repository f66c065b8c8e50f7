// The persistent job queue (pg-boss, in the app's own PostgreSQL): features declare their jobs, the composition root
// lists them (src/server/job-definitions.ts), and start-up creates their queues, schedules and workers. Jobs survive
// restarts, and a 'singleton' or 'stately' queue never runs two of its jobs at once, even across app processes.
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '#server/db/client';
import type { AppDeps } from '#server/http/app-env';

const UNAVAILABLE_LOG_INTERVAL_MS = 60_000;

export type JobDefinition<T extends object = object> = {
  name: string;
  /** 'stately' = at most one waiting and one running; 'singleton' = at most one running. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Cron in UTC (pg-boss checks schedules every 30 s). */
  cron?: string;
  retryLimit?: number;
  /** Workers polling this queue in this process (each runs one job at a time); default 1. */
  workers?: (env: AppDeps['env']) => number;
  /** `job.id` is pg-boss's id of this job (a handler may record it, e.g. to fail it for a retry after a crash). */
  handler: (data: T, deps: AppDeps, job?: { id: string }) => Promise<void>;
};

export type JobQueue = {
  send: (name: string, data?: object, options?: PgBoss.SendOptions) => Promise<string | null>;
  boss: PgBoss;
  stop: () => Promise<void>;
};

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The background job queue; absent in tests that do not start it. */
    jobs?: JobQueue;
  }
}

export async function startJobQueue(
  databaseUrl: string,
  deps: AppDeps,
  definitions: readonly JobDefinition[],
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  // pg-boss reports every failure of its pool, polling, maintenance and cron as an 'error' event (without a listener
  // it would end the process). While the database is down every worker poll fails, so that is said once a minute.
  let quietUntil = 0;
  boss.on('error', (error: Error) => {
    if (!isDatabaseUnavailable(error)) {
      deps.logger.error({ err: error }, 'job queue error');
      return;
    }
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + UNAVAILABLE_LOG_INTERVAL_MS;
    deps.logger.warn(
      { reason: error.message },
      'job queue: database unavailable; jobs resume when it is back',
    );
  });
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 2,
    });
    if (definition.cron) await boss.schedule(definition.name, definition.cron);
    const workers = definition.workers?.(deps.env) ?? 1;
    for (let worker = 0; worker < workers; worker++)
      await boss.work<object>(definition.name, async (jobs) => {
        for (const job of jobs) {
          const started = performance.now();
          try {
            await definition.handler(job.data, deps, { id: job.id });
            deps.logger.info(
              { job: definition.name, id: job.id, ms: Math.round(performance.now() - started) },
              'job done',
            );
          } catch (error) {
            deps.logger.error({ err: error, job: definition.name, id: job.id }, 'job failed');
            throw error;
          }
        }
      });
  }
  return {
    boss,
    send: (name, data = {}, options = {}) => boss.send(name, data, options),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
