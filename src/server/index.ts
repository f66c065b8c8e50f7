// Start-up: env → database (embedded or DATABASE_URL) → migrate → settings → seed demo → app → listen; clean stop on
// signals; a database that goes away never ends the process (503 meanwhile), an embedded one is restarted once.

import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEMO_PASSWORD, ensureDemoAccounts, listDemoSignIns } from '#server/accounts';
import { createAuth } from '#server/auth';
import { createDatabase, isDatabaseUnavailable } from '#server/db/client';
import {
  DataDirInUseError,
  type EmbeddedDatabase,
  startEmbeddedPostgres,
  superviseEmbeddedPostgres,
} from '#server/db/embedded-postgres';
import { projectRoot, runMigrations } from '#server/db/migrate';
import { ensureConnectionPuzzles } from '#server/db/seed/connection-puzzles';
import { ensureDefaultSettings } from '#server/db/seed/default-settings';
import { seedDemoIfEmpty } from '#server/db/seed/demo-seed';
import { queueDemoVideos } from '#server/db/seed/demo-videos.job';
import type { AppDeps } from '#server/http/app-env';
import { listen } from '#server/http/http-server';
import { startJobQueue } from '#server/jobs/job-queue';
import { createMailer } from '#server/mail/mailer';
import {
  holdLocalStaging,
  type LocalStagingClaim,
  LocalStagingInUseError,
  recoverInterruptedTranscodes,
} from '#server/uploads';
import { createApp } from './app';
import { closeAppDeps, createAppDeps } from './app-deps';
import { loadEnv } from './env';
import { JOB_DEFINITIONS } from './job-definitions';
import { createLogger } from './logger';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL, { batched: env.isProduction });
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    const dataDir = path.join(env.dataDir, 'postgres');
    try {
      embedded = await startEmbeddedPostgres({
        dataDir,
        onLog: (line) => logger.debug({ postgres: line }),
        onOrphanStopped: (pid) =>
          logger.warn({ pid }, 'stopped the embedded PostgreSQL a killed server had left running'),
      });
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        logger.fatal(error.message);
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
    logger.info({ dataDir, port: embedded.port }, 'embedded PostgreSQL started');
  }
  const databaseUrl = env.DATABASE_URL ?? (embedded as EmbeddedDatabase).url;
  const db = createDatabase(databaseUrl, {
    max: env.DB_POOL_MAX,
    onConnectionError: (error) => logger.warn({ reason: error.message }, 'database connection lost'),
  });
  // The last line of defence: every pg client, pool and pg-boss has its own 'error' listener, so this should never
  // see a database error; if one still escapes (a library we do not control), the outage must not end the process.
  const escaped = (error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'a database error escaped its handler; the server keeps running');
      return;
    }
    logger.fatal({ err: error }, 'uncaught exception');
    console.error(error);
    process.exit(1);
  };
  process.on('uncaughtException', escaped);
  process.on('unhandledRejection', escaped);
  // Without a bucket, uploads in progress live on this node's disk: a second node elsewhere on the same database
  // would lose them, so it is refused (an embedded database is this machine's alone).
  let localStaging: LocalStagingClaim | undefined;
  if (env.DATABASE_URL && !env.MEDIA_S3_BUCKET) {
    try {
      localStaging = await holdLocalStaging({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, logger });
    } catch (error) {
      const message = error instanceof LocalStagingInUseError ? error.message : String(error);
      logger.fatal({ err: error }, message);
      console.error(`\n${message}\n`);
      await db.$client.end().catch(() => {});
      process.exit(1);
    }
  }

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Open settings streams would keep the HTTP server from closing: they end first.
    if (deps) await deps.liveSettings.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    await deps?.jobs
      ?.stop()
      .catch((error: unknown) => logger.error({ err: error }, 'stopping the job queue failed'));
    if (deps)
      await closeAppDeps(deps).catch((error: unknown) =>
        logger.error({ err: error }, 'closing the app resources failed'),
      );
    await localStaging?.release();
    await db.$client.end().catch(() => {});
    await embedded
      ?.stop()
      .catch((error: unknown) => logger.error({ err: error }, 'stopping PostgreSQL failed'));
    process.exit(exitCode);
  };
  let server: http.Server | undefined;
  let deps: AppDeps | undefined;
  if (embedded) {
    superviseEmbeddedPostgres(embedded, logger, (line) => {
      // PostgreSQL is gone for good: no orderly drain is possible, only a clear line and a non-zero exit.
      stopping = true;
      logger.fatal(line);
      console.error(`\n${line}\n`);
      server?.closeAllConnections();
      setTimeout(() => process.exit(1), 200);
    });
  }
  // embedded-postgres installs its own SIGINT/SIGTERM handlers that stop PostgreSQL and exit with 128+signal,
  // racing this orderly shutdown (HTTP first, then the pool, then PostgreSQL). Ours are the only ones.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.mailFrom, dataDir: env.dataDir, logger });
  const auth = createAuth({ db, env, logger, mailer });
  let demoSignIns: { email: string; role: string }[] = [];
  try {
    await runMigrations(db);
    await ensureDefaultSettings(db);
    await ensureConnectionPuzzles(db);
    if (env.seedDemo) {
      const seeded = await seedDemoIfEmpty(db);
      if (seeded) logger.info(seeded, 'demo catalog seeded');
      if (await ensureDemoAccounts(db, auth)) logger.info('demo accounts created');
    }
    if (!env.isProduction) demoSignIns = await listDemoSignIns(db);
  } catch (error) {
    logger.fatal({ err: error }, 'database preparation failed');
    await db.$client.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(1);
  }

  deps = createAppDeps({ db, env, logger, mailer, auth });
  try {
    deps.jobs = await startJobQueue(databaseUrl, deps, JOB_DEFINITIONS);
  } catch (error) {
    logger.fatal({ err: error }, 'job queue failed to start');
    await db.$client.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(1);
  }
  deps.liveSettings.start();
  // Transcodes this host's previous process left behind (a crash): their ffmpeg ended, folders deleted, retried now.
  await recoverInterruptedTranscodes(deps).catch((error: unknown) => {
    logger.error({ err: error }, 'taking back interrupted transcodes failed');
  });
  // The demo library's videos are made in the background (demo-videos.job.ts): listening never waits for them.
  if (env.seedDemo)
    await queueDemoVideos(deps).catch((error: unknown) =>
      logger.error({ err: error }, 'the demo videos could not be queued'),
    );
  // Video uploads need Debian's ffmpeg/ffprobe; without them the rest of the app works and the upload
  // option says uploads are unavailable.
  if (!(await deps.uploads.available())) {
    const line = `ffmpeg/ffprobe not found (${env.FFMPEG_PATH}, ${env.FFPROBE_PATH}): video file uploads are unavailable until ffmpeg is installed (apt-get install ffmpeg)`;
    logger.warn(line);
    console.warn(line);
  }
  const app = createApp(deps, { webRoot: path.join(projectRoot(), 'dist/web') });
  try {
    const { feedCache } = deps;
    ({ server } = await listen(app, {
      logger,
      https: env.publicUrl.startsWith('https:'),
      answerEarly: (request) => feedCache.answerForEveryone(request),
      port: env.PORT,
      hostname: env.HOST,
    }));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Set PORT to another port.`
        : error instanceof Error
          ? error.message
          : String(error);
    logger.fatal({ err: error }, message);
    console.error(`\n${message}\n`);
    await stop('listen-error', 1);
    return;
  }
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'listening');
  console.log(`\n  ${env.SITE_NAME} is running at http://localhost:${port}\n`);
  if (demoSignIns.length > 0) {
    console.log(`  Demo sign-ins (password: ${DEMO_PASSWORD}):`);
    for (const account of demoSignIns) console.log(`    ${account.role.padEnd(8)} ${account.email}`);
    console.log('');
  }
  if (mailer.mode === 'outbox')
    console.log(`  E-mails are written to ${mailer.outboxDir} (no SMTP_URL set).\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
