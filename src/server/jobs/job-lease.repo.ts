// The lease of a running job, on pg-boss's own job table: the worker that holds a job keeps pushing its expiry a
// short while ahead, never past the job kind's longest honest run. A node that dies stops renewing, so pg-boss's
// maintenance fails the job by timeout soon after and another node retries it.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';

export async function renewJobLease(
  db: DbOrTx,
  job: { name: string; id: string },
  lease: { aheadSeconds: number; maxSeconds: number },
): Promise<void> {
  await db.execute(sql`
    update pgboss.job
    set expire_in = least(
      now() - started_on + make_interval(secs => ${lease.aheadSeconds}),
      make_interval(secs => ${lease.maxSeconds})
    )
    where name = ${job.name} and id = ${job.id}::uuid and state = 'active'`);
}
