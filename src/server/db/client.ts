// The connection pool and the Drizzle database every repository uses.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase & { $client: pg.Pool };

export type DatabaseOptions = {
  max?: number;
  onIdleError?: (error: Error) => void;
  /** Sees every query Drizzle sends (used by the EXPLAIN script). */
  logQuery?: (query: string, params: unknown[]) => void;
};

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process; the pool reconnects.
  pool.on('error', (error) => options.onIdleError?.(error));
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  return drizzle(pool, { casing: 'snake_case', ...(logger ? { logger } : {}) }) as Database;
}

/** Same server, another database name: used for test databases and the benchmark catalog. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
