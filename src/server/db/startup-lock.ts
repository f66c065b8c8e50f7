// Several nodes may start at once on one database (a deploy of a cluster, a supervisor restarting them together).
// What each start prepares — default rows, the demo seed, pg-boss's schema and queues — is written by one node at a
// time under a session advisory lock, held on a connection of its own so the work inside may use any pool.
import pg from 'pg';
import type { Database } from './client';

/** Runs `work` while this process holds the cluster-wide start-up lock; other starting nodes wait for it. */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client(db.$client.options);
  // A lost connection rejects the pending query below; without a listener its 'error' event would end the process.
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('qamar-kids:start-up'))");
    return await work();
  } finally {
    // Ending the session releases the lock, also when `work` failed.
    await lock.end().catch(() => {});
  }
}
