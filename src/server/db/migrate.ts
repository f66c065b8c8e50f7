// Applies the committed drizzle-kit migrations; safe to run on every start (already-applied ones are skipped).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './client';

/** Walks up from this file to the package root, so it works from src/ (tsx) and from dist/ (bundled). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

/** Several app processes may start at once against one managed database: one migrates, the others wait. */
export async function runMigrations(db: Database): Promise<void> {
  const lock = new pg.Client(db.$client.options);
  // A lost connection rejects the pending query below; without a listener its 'error' event would end the process.
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('qamar-kids:migrations'))");
    await migrate(db, { migrationsFolder: path.join(projectRoot(), 'src/server/db/migrations') });
  } finally {
    await lock.end();
  }
}
