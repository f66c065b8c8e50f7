// One node of the app over an open database, as index.ts runs it and the start-up tests run several of it: prepare
// the database (once in the cluster, under the start-up lock), make the app's resources, start the job queue for the
// node's role, listen, and drain on demand. Process concerns (signals, exit codes, the embedded database, the
// banner) stay in index.ts.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { disableDemoSignIns, ensureDemoAccounts, listDemoSignIns } from '#server/accounts';
import { createAuth } from '#server/auth';
import type { Database } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { ensureConnectionPuzzles } from '#server/db/seed/connection-puzzles';
import { ensureDefaultSettings } from '#server/db/seed/default-settings';
import { seedDemoIfEmpty } from '#server/db/seed/demo-seed';
import { queueDemoVideos } from '#server/db/seed/demo-videos.job';
import { withStartupLock } from '#server/db/startup-lock';
import type { Env } from '#server/env';
import { healthRoutes } from '#server/health';
import type { AppDeps, AppEnv, AuthService } from '#server/http/app-env';
import { apiNotFound, handleError } from '#server/http/error-handler';
import { listen, requestIdOf } from '#server/http/http-server';
import { startJobQueue } from '#server/jobs/job-queue';
import type { Logger } from '#server/logger';
import { createMailer, type Mailer } from '#server/mail/mailer';
import { recoverInterruptedTranscodes } from '#server/uploads';
import { createApp } from './app';
import { closeAppDeps, createAppDeps } from './app-deps';
import { JOB_DEFINITIONS } from './job-definitions';

export type NodeOptions = {
  env: Env;
  logger: Logger;
  db: Database;
  databaseUrl: string;
  /** The built web app (dist/web); without it the node serves the API only. */
  webRoot?: string;
  /** Tests only: how often pg-boss checks its schedules (see JobQueueOptions). */
  cronCheckSeconds?: number;
};

export type RunningNode = {
  deps: AppDeps;
  mailer: Mailer;
  server: http.Server;
  port: number;
  /** The demo sign-ins to print at start-up (outside production only). */
  demoSignIns: { email: string; role: string }[];
  /** What this machine lacks (ffmpeg for uploads or the demo videos), for the start-up banner. */
  notices: string[];
  /**
   * Readiness turns 503 at once; the listener closes (new connections are refused, so a load balancer retries them
   * elsewhere); in-flight requests and the job this node holds get DRAIN_TIMEOUT_MS to finish, after which open
   * connections are cut and the job is handed back to the queue; then the app's resources close. The database pool
   * is the caller's.
   */
  drain: (timeoutMs?: number) => Promise<void>;
};

/** Migrations, default rows and the demo seed, by one starting node at a time. */
async function prepareDatabase(db: Database, env: Env, auth: AuthService, logger: Logger) {
  await withStartupLock(db, async () => {
    await runMigrations(db);
    await ensureDefaultSettings(db);
    await ensureConnectionPuzzles(db);
    if (env.seedDemo) {
      const seeded = await seedDemoIfEmpty(db);
      if (seeded) logger.info(seeded, 'demo catalog seeded');
    }
    if (env.isProduction) {
      // The demo sign-ins' password is in the source: in a production database no account keeps it usable.
      if (env.seedDemo)
        logger.warn(
          'SEED_DEMO=true in production: the demo sign-ins are not created (their password is public)',
        );
      const removed = await disableDemoSignIns(db, auth);
      if (removed > 0)
        logger.warn({ removed }, 'demo sign-ins found in a production database: their sign-in is disabled');
    } else if (env.seedDemo && (await ensureDemoAccounts(db, auth))) {
      logger.info('demo accounts created');
    }
  });
}

/** A worker node answers only the supervisor's probes; its other paths are not served. */
function probeApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('requestId', requestIdOf(c));
    c.set('deps', deps);
    c.set('sessionUser', undefined);
    await next();
  });
  app.onError(handleError);
  app.route('/api/health', healthRoutes);
  app.notFound(apiNotFound);
  return app;
}

export async function startNode(options: NodeOptions): Promise<RunningNode> {
  const { env, logger, db } = options;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.mailFrom, dataDir: env.dataDir, logger });
  const auth = createAuth({ db, env, logger, mailer });
  await prepareDatabase(db, env, auth, logger);
  const demoSignIns = env.isProduction ? [] : await listDemoSignIns(db);

  const deps = createAppDeps({ db, env, logger, mailer, auth });
  const runsJobs = env.ROLE !== 'web';
  const notices: string[] = [];
  try {
    deps.jobs = await startJobQueue(options.databaseUrl, deps, JOB_DEFINITIONS, {
      role: env.ROLE,
      ...(options.cronCheckSeconds ? { cronCheckSeconds: options.cronCheckSeconds } : {}),
    });
    deps.liveSettings.start();
    if (runsJobs) {
      // Transcodes this host's previous process left behind (a crash): their ffmpeg ended, folders deleted, retried.
      await recoverInterruptedTranscodes(deps).catch((error: unknown) => {
        logger.error({ err: error }, 'taking back interrupted transcodes failed');
      });
    }
    // The demo library's videos are made in the background (demo-videos.job.ts): listening never waits for them.
    if (env.seedDemo) {
      const shortfall = await queueDemoVideos(deps).catch((error: unknown) => {
        logger.error({ err: error }, 'the demo videos could not be queued');
        return undefined;
      });
      if (shortfall) notices.push(shortfall);
    }
    // Video uploads need Debian's ffmpeg/ffprobe; without them the rest of the app works and the upload option says
    // uploads are unavailable.
    if (runsJobs && !(await deps.uploads.available())) {
      const line = `ffmpeg/ffprobe not found (${env.FFMPEG_PATH}, ${env.FFPROBE_PATH}): video file uploads are unavailable until ffmpeg is installed (apt-get install ffmpeg)`;
      logger.warn(line);
      notices.push(line);
    }
  } catch (error) {
    await deps.jobs?.stop(0).catch(() => {});
    await closeAppDeps(deps).catch(() => {});
    throw error;
  }

  const { feedCache } = deps;
  let server: http.Server;
  try {
    ({ server } = await listen(
      env.ROLE === 'worker'
        ? probeApp(deps)
        : createApp(deps, options.webRoot ? { webRoot: options.webRoot } : {}),
      {
        logger,
        https: env.publicUrl.startsWith('https:'),
        ...(env.ROLE === 'worker' ? {} : { answerEarly: (request) => feedCache.answerForEveryone(request) }),
        port: env.PORT,
        hostname: env.HOST,
      },
    ));
  } catch (error) {
    await deps.jobs?.stop(0).catch(() => {});
    await closeAppDeps(deps).catch(() => {});
    throw error;
  }
  deps.readiness.markReady();
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, role: env.ROLE }, 'listening');

  let draining: Promise<void> | undefined;
  const drain = (timeoutMs = env.DRAIN_TIMEOUT_MS) => {
    draining ??= (async () => {
      deps.readiness.drain();
      logger.info({ timeoutMs }, 'draining: no new requests or jobs; finishing the ones in flight');
      // Open settings streams never end on their own: they close first, their clients reconnect elsewhere.
      await deps.liveSettings.close();
      await Promise.all([
        closeServer(server, timeoutMs),
        deps.jobs
          ?.stop(timeoutMs)
          .catch((error: unknown) => logger.error({ err: error }, 'stopping the job queue failed')),
      ]);
      await closeAppDeps(deps).catch((error: unknown) =>
        logger.error({ err: error }, 'closing the app resources failed'),
      );
      logger.info('drained');
    })();
    return draining;
  };
  return { deps, mailer, server, port, demoSignIns, notices, drain };
}

/**
 * Stops listening at once and resolves when the requests in flight have been answered, or after `graceMs` (their
 * connections are then cut). A kept-alive connection closes as soon as it is idle, so a client's next request goes
 * to another node.
 */
function closeServer(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
  });
}
