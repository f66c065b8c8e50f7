// The connection pool and the Drizzle database every repository uses.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase & { $client: pg.Pool };

export function createDatabase(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process; the pool reconnects.
  pool.on('error', (error) => options.onIdleError?.(error));
  return drizzle(pool, { casing: 'snake_case' }) as Database;
}

/** Same server, another database name: used for test databases and the benchmark catalog. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
