// The persistent job queue (pg-boss, in the app's own PostgreSQL): features declare their jobs, the composition root
// lists them (src/server/job-definitions.ts), and start-up creates their queues, schedules and workers. Jobs survive
// restarts, and a 'singleton' or 'stately' queue never runs two of its jobs at once, even across app processes.
// Every node creates the queues (a web node sends jobs); only nodes with the worker role run jobs, fire schedules and
// do pg-boss's maintenance, and pg-boss's own cron lock makes a schedule fire once in the cluster however many run.
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '#server/db/client';
import { withStartupLock } from '#server/db/startup-lock';
import type { AppDeps } from '#server/http/app-env';
import { renewJobLease } from './job-lease.repo';

const UNAVAILABLE_LOG_INTERVAL_MS = 60_000;

/**
 * A running job's expiry is kept this far ahead while its worker is alive; with maintenance every
 * MAINTENANCE_SECONDS, the job of a node that died is failed and retried elsewhere within a minute.
 */
const LEASE_SECONDS = 30;
const MAINTENANCE_SECONDS = 15;
/** pg-boss's own default, kept for the short jobs that do not say otherwise. */
const DEFAULT_MAX_SECONDS = 15 * 60;
/** pg-boss refuses an expiry of a day or more. */
const LONGEST_MAX_SECONDS = 24 * 60 * 60 - 1;

export type NodeRole = 'web' | 'worker' | 'all';

export type JobDefinition<T extends object = object> = {
  name: string;
  /** 'stately' = at most one waiting and one running; 'singleton' = at most one running. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Cron in UTC (pg-boss checks schedules every 30 s). */
  cron?: string;
  retryLimit?: number;
  /**
   * The longest an honest run of this kind takes (default 15 min): a run still going after it is failed and retried.
   * A dead node's job is retried much sooner, when its lease lapses.
   */
  maxSeconds?: (env: AppDeps['env']) => number;
  /** Workers polling this queue in this process (each runs one job at a time); default 1. */
  workers?: (env: AppDeps['env']) => number;
  /** `job.id` is pg-boss's id of this job (a handler may record it, e.g. to fail it for a retry after a crash). */
  handler: (data: T, deps: AppDeps, job?: { id: string }) => Promise<void>;
};

export type JobQueue = {
  send: (name: string, data?: object, options?: PgBoss.SendOptions) => Promise<string | null>;
  boss: PgBoss;
  /**
   * Takes no new job, waits up to `timeoutMs` for the running ones, then hands those still running back to the
   * queue (failed, so another node retries them at once) and closes.
   */
  stop: (timeoutMs?: number) => Promise<void>;
};

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The background job queue; absent in tests that do not start it. */
    jobs?: JobQueue;
  }
}

export type JobQueueOptions = {
  /** `web` creates the queues and sends jobs but runs none; default `all`. */
  role?: NodeRole;
  /** Tests only: pg-boss's cron check and schedule worker poll this often instead of every 30 s. */
  cronCheckSeconds?: number;
  /** Tests only: a shorter lease than LEASE_SECONDS (renewed three times within it). */
  leaseSeconds?: number;
};

export async function startJobQueue(
  databaseUrl: string,
  deps: AppDeps,
  definitions: readonly JobDefinition[],
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const runsJobs = (options.role ?? 'all') !== 'web';
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max: 4,
    supervise: runsJobs,
    schedule: runsJobs,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    ...(options.cronCheckSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronCheckSeconds,
          cronWorkerIntervalSeconds: options.cronCheckSeconds,
        }
      : {}),
  });
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
  // pg-boss's schema, its internal schedule queue and ours are created by one starting node at a time: two nodes
  // creating the same queue together deadlock in PostgreSQL. Existing queues get the options of this release.
  await withStartupLock(deps.db, async () => {
    await boss.start();
    for (const definition of definitions) {
      const queueOptions = {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: 0,
        expireInSeconds: Math.min(
          LONGEST_MAX_SECONDS,
          definition.maxSeconds?.(deps.env) ?? DEFAULT_MAX_SECONDS,
        ),
      };
      if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queueOptions);
      else await boss.createQueue(definition.name, queueOptions);
    }
  });
  if (runsJobs) {
    for (const definition of definitions) {
      if (definition.cron) await boss.schedule(definition.name, definition.cron);
      const workers = definition.workers?.(deps.env) ?? 1;
      for (let worker = 0; worker < workers; worker++)
        await boss.work<object>(definition.name, async (jobs) => {
          for (const job of jobs) await runJob(definition, job, deps, leaseSeconds);
        });
    }
  }
  return {
    boss,
    send: (name, data = {}, sendOptions = {}) => boss.send(name, data, sendOptions),
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}

async function runJob(
  definition: JobDefinition,
  job: PgBoss.Job<object>,
  deps: AppDeps,
  leaseSeconds: number,
): Promise<void> {
  const started = performance.now();
  const renew = () =>
    renewJobLease(deps.db, job, leaseSeconds).catch((error: unknown) =>
      deps.logger.warn({ err: error, job: definition.name, id: job.id }, 'renewing a job lease failed'),
    );
  await renew();
  const renewing = setInterval(renew, (leaseSeconds * 1000) / 3);
  try {
    await definition.handler(job.data, deps, { id: job.id });
    deps.logger.info(
      { job: definition.name, id: job.id, ms: Math.round(performance.now() - started) },
      'job done',
    );
  } catch (error) {
    deps.logger.error({ err: error, job: definition.name, id: job.id }, 'job failed');
    throw error;
  } finally {
    clearInterval(renewing);
  }
}
