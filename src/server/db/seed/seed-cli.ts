// `npm run seed -- --videos N`: loads N synthetic published videos into a database for benchmarks.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '#server/env';
import { createDatabase } from '../client';
import { DataDirInUseError, type EmbeddedDatabase, startEmbeddedPostgres } from '../embedded-postgres';
import { runMigrations } from '../migrate';
import { insertSyntheticCatalog } from './synthetic-catalog';

const USAGE =
  'Usage: npm run seed -- --videos N [--creators K] [--database-url postgres://user:pass@host:port/db]';

type SeedArgs = { videos: number; creators: number; databaseUrl?: string };

class UsageError extends Error {}

const formatCount = (n: number) => n.toLocaleString('en-GB');

/** Parses a whole number in [min, max]; underscores are allowed as separators (1_000_000). */
function wholeNumber(
  value: string | undefined,
  name: string,
  range: [number, number],
  fallback?: number,
): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const digits = value.replaceAll('_', '');
  const number = Number(digits);
  if (!/^\d+$/.test(digits) || number < range[0] || number > range[1]) {
    throw new UsageError(`--${name} must be a whole number from ${range[0]} to ${formatCount(range[1])}`);
  }
  return number;
}

function parseSeedArgs(argv: string[]): SeedArgs {
  let values: { videos?: string; creators?: string; 'database-url'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        videos: { type: 'string' },
        creators: { type: 'string' },
        'database-url': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const databaseUrl = values['database-url'];
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new UsageError('--database-url must be a postgres:// URL');
  }
  return {
    videos: wholeNumber(values.videos, 'videos', [1, 100_000_000]),
    creators: wholeNumber(values.creators, 'creators', [1, 10_000], 20),
    databaseUrl,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  let embedded: EmbeddedDatabase | undefined;
  let url = args.databaseUrl ?? env.DATABASE_URL;
  if (!url) {
    const dataDir = path.join(env.dataDir, 'postgres');
    try {
      embedded = await startEmbeddedPostgres({ dataDir });
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(
          `${error.message}\nTo load into that server's database instead, pass its URL with --database-url.`,
        );
        return 1;
      }
      throw error;
    }
    console.log(`Started the embedded PostgreSQL on ${dataDir}`);
    url = embedded.url;
  }
  const db = createDatabase(url, { max: 2 });
  const stopEmbedded = async () => {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
  };
  const interrupt = () => {
    console.error('\nInterrupted: batches committed so far are kept.');
    void stopEmbedded().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    await runMigrations(db);
    console.log(`Inserting ${formatCount(args.videos)} synthetic videos by ${args.creators} creators…`);
    const result = await insertSyntheticCatalog(db, {
      videos: args.videos,
      creators: args.creators,
      onProgress: ({ inserted, total, elapsedMs }) =>
        console.log(
          `  ${formatCount(inserted)} / ${formatCount(total)} (${Math.round((inserted / total) * 100)}%) after ${seconds(elapsedMs)}`,
        ),
    });
    console.log(
      `Done: ${formatCount(result.inserted)} videos (numbers ${formatCount(result.firstNumber)}-${formatCount(result.lastNumber)}) ` +
        `inserted and content analysed in ${seconds(result.elapsedMs)}.`,
    );
    return 0;
  } finally {
    await stopEmbedded();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
