// The claim a node on local upload staging holds on the database (local-staging.ts): its connection's
// application_name names the machine and folder, so every node on the same database sees who holds one.
import type pg from 'pg';

const CLAIM_PREFIX = 'qk-local-staging ';
// Serialises the look-and-claim of nodes starting together (any fixed number; it names nothing else).
const CLAIM_LOCK = 7_031_0001;

/** The names of the other claims on this database (any connection but this one). */
async function otherClaims(client: pg.Client, mine: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select application_name as name from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and application_name like $1 and application_name <> $2`,
    [`${CLAIM_PREFIX}%`, mine],
  );
  return rows.map((row) => row.name.slice(CLAIM_PREFIX.length));
}

/**
 * Takes the claim `identity` on this connection unless another identity holds one; answers the other holders (empty
 * when the claim was taken). Nodes starting together are served one after the other.
 */
export async function claimLocalStaging(client: pg.Client, identity: string): Promise<string[]> {
  const mine = `${CLAIM_PREFIX}${identity}`;
  await client.query('select pg_advisory_lock($1)', [CLAIM_LOCK]);
  try {
    const others = await otherClaims(client, mine);
    if (others.length === 0) await client.query(`select set_config('application_name', $1, false)`, [mine]);
    return others;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [CLAIM_LOCK]);
  }
}
