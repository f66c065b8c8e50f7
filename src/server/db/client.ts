// The connection pool and the Drizzle database every repository uses, and how to tell "the database is unreachable".
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase & { $client: pg.Pool };

/** An open transaction of `Database` (the argument of `db.transaction(async (tx) => …)`). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A database handle or an open transaction: what a query that may run inside a caller's transaction takes. */
export type DbOrTx = Database | Transaction;

export type DatabaseOptions = {
  max?: number;
  /** Sees every error of a pooled connection (server restarted, killed, network gone); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Sees every query Drizzle sends (used by the EXPLAIN script). */
  logQuery?: (query: string, params: unknown[]) => void;
};

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // A pg client emits 'error' when its connection dies, and an EventEmitter 'error' without a listener is an
  // uncaught exception that ends the process. pg-pool listens only while a client is idle; a client checked out
  // for a transaction (Drizzle, better-auth) has no listener when the server dies under it. So every client gets
  // its own listener for its whole life; the failed query itself still rejects, and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionError?.(error));
  });
  // Idle clients' errors are re-emitted on the pool; they were already seen by the client's own listener above.
  pool.on('error', () => {});
  releaseClientsWhoseFirstBeginFails(pool);
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  return drizzle(pool, { casing: 'snake_case', ...(logger ? { logger } : {}) }) as Database;
}

/**
 * drizzle-orm 0.45's node-postgres `transaction()` checks a client out and runs BEGIN *before* the try/finally that
 * releases it (an open upstream bug): when BEGIN fails — the connection died right after checkout, as in a database
 * restart — the client is never released, and each such failure takes one connection from the pool for good. After
 * an outage the pool runs dry and requests wait forever. So a client whose first statement after checkout is a
 * BEGIN that fails is released here, with the error (pg-pool then destroys it). Only that shape is touched: code that
 * checks a client out itself runs something else first (e.g. the synthetic catalog's advisory lock).
 */
export function releaseClientsWhoseFirstBeginFails(pool: pg.Pool) {
  const fresh = new WeakSet<pg.PoolClient>();
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    fresh.add(client);
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query as (...args: unknown[]) => unknown;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const first = fresh.delete(client);
      const result = query.apply(this, args);
      if (first && isBegin(args[0]) && result instanceof Promise) {
        result.catch((error: Error) => client.release(error));
      }
      return result;
    } as typeof client.query;
  });
}

function isBegin(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/** Same server, another database name: used for test databases and the benchmark catalog. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Socket errors of a server that is down, restarting or out of reach. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, recovering), 53300 too many
 * connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres' own messages for a connection that ended or never came (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when `error` (or an error it wraps: Drizzle's DrizzleQueryError keeps the pg error as `cause`, Node's
 * AggregateError keeps one error per address tried) says the database cannot be reached right now, as opposed to a
 * query that is wrong. Such requests answer 503 and may be retried; they are not bugs.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  // Only a bare error's message is read: a wrapper's or the server's message may quote user input.
  const bare = code === undefined && cause === undefined;
  if (bare && typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
