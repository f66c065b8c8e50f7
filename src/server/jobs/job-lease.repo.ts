// The lease of a running job, on pg-boss's own job table. pg-boss 10 has no heartbeat (11 has, and needs Node 22):
// a job is failed by its maintenance once `started_on + expire_in` has passed. `expire_in` is the job kind's longest
// honest run — pg-boss also enforces it in the worker and copies it into every retry, so it is left alone — and the
// worker holding the job keeps moving `started_on` so that the deadline stays a short lease ahead. A node that dies
// stops renewing: the job is failed soon after and another node retries it; pg-boss sets `started_on` afresh when a
// node takes a job, so a retry begins with its full expiry.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';

export async function renewJobLease(
  db: DbOrTx,
  job: { name: string; id: string },
  aheadSeconds: number,
): Promise<void> {
  await db.execute(sql`
    update pgboss.job
    set started_on = now() + make_interval(secs => ${aheadSeconds}) - expire_in
    where name = ${job.name} and id = ${job.id}::uuid and state = 'active'
      and expire_in > make_interval(secs => ${aheadSeconds})`);
}
