// Start-up: env → database (embedded or DATABASE_URL) → the node (node.ts: migrate, settings, demo seed, job queue for
// its ROLE, listen); SIGTERM/SIGINT drain it (readiness 503, in-flight requests and the held job finish or are handed
// back) and exit 0; a database that goes away never ends the process (503 meanwhile), an embedded one is restarted
// once.

import path from 'node:path';
import { DEMO_PASSWORD } from '#server/accounts';
import { createDatabase, isDatabaseUnavailable } from '#server/db/client';
import {
  DataDirInUseError,
  type EmbeddedDatabase,
  startEmbeddedPostgres,
  superviseEmbeddedPostgres,
} from '#server/db/embedded-postgres';
import { projectRoot } from '#server/db/migrate';
import { holdLocalStaging, type LocalStagingClaim, LocalStagingInUseError } from '#server/uploads';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { type RunningNode, startNode } from './node';

/** How long Ctrl-C waits for requests and jobs in flight. */
const INTERACTIVE_STOP_MS = 1_000;

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
  let running: RunningNode | undefined;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // SIGTERM is a supervisor's or a deploy's: the node drains with its full grace. SIGINT is a person at the
    // terminal (Ctrl-C): a job in hand, such as the demo videos being made, is handed back at once.
    await running?.drain(signal === 'SIGINT' ? INTERACTIVE_STOP_MS : undefined);
    await localStaging?.release();
    await db.$client.end().catch(() => {});
    await embedded
      ?.stop()
      .catch((error: unknown) => logger.error({ err: error }, 'stopping PostgreSQL failed'));
    process.exit(exitCode);
  };
  if (embedded) {
    superviseEmbeddedPostgres(embedded, logger, (line) => {
      // PostgreSQL is gone for good: no orderly drain is possible, only a clear line and a non-zero exit.
      stopping = true;
      logger.fatal(line);
      console.error(`\n${line}\n`);
      running?.server.closeAllConnections();
      setTimeout(() => process.exit(1), 200);
    });
  }
  // embedded-postgres installs its own SIGINT/SIGTERM handlers that stop PostgreSQL and exit with 128+signal,
  // racing this orderly shutdown (drain first, then the pool, then PostgreSQL). Ours are the only ones.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    running = await startNode({
      env,
      logger,
      db,
      databaseUrl,
      webRoot: path.join(projectRoot(), 'dist/web'),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Set PORT to another port.`
        : error instanceof Error
          ? error.message
          : String(error);
    logger.fatal({ err: error }, `start-up failed: ${message}`);
    console.error(`\n${message}\n`);
    await stop('start-up-error', 1);
    return;
  }
  for (const notice of running.notices) console.warn(notice);
  if (env.ROLE === 'worker') {
    console.log(`\n  ${env.SITE_NAME} worker is running (health checks on port ${running.port})\n`);
    return;
  }
  console.log(`\n  ${env.SITE_NAME} is running at http://localhost:${running.port}\n`);
  if (running.demoSignIns.length > 0) {
    console.log(`  Demo sign-ins (password: ${DEMO_PASSWORD}):`);
    for (const account of running.demoSignIns) console.log(`    ${account.role.padEnd(8)} ${account.email}`);
    console.log('');
  }
  if (running.mailer.mode === 'outbox')
    console.log(`  E-mails are written to ${running.mailer.outboxDir} (no SMTP_URL set).\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
