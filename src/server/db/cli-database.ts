// Opens the app's database for a command-line tool: DATABASE_URL, else the embedded server the running app
// started, else a freshly started embedded server (stopped again by close()). Migrations are applied first.
import path from 'node:path';
import type { Env } from '#server/env';
import { createDatabase, type Database } from './client';
import { type EmbeddedDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

export async function openCliDatabase(
  env: Env,
  explicitUrl?: string,
): Promise<{ db: Database; close: () => Promise<void> }> {
  let embedded: EmbeddedDatabase | undefined;
  const dataDir = path.join(env.dataDir, 'postgres');
  let url = explicitUrl ?? env.DATABASE_URL ?? runningEmbeddedUrl(dataDir);
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir });
    url = embedded.url;
  }
  const db = createDatabase(url, { max: 4 });
  try {
    await runMigrations(db);
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    close: async () => {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
