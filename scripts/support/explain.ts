// EXPLAIN ANALYZE of the exact SQL a piece of the real service code sends, captured through the query logger.
import { createDatabase, type Database } from '../../src/server/db/client';

export type ExplainedQuery = { kind: 'count' | 'rows'; plan: string };

export async function explainQueries(
  databaseUrl: string,
  run: (db: Database) => Promise<unknown>,
): Promise<ExplainedQuery[]> {
  const captured: { query: string; params: unknown[] }[] = [];
  const db = createDatabase(databaseUrl, {
    max: 2,
    logQuery: (query, params) => captured.push({ query, params }),
  });
  const plain = createDatabase(databaseUrl, { max: 1 });
  try {
    await run(db);
    const explained: ExplainedQuery[] = [];
    for (const { query, params } of captured) {
      const plan = await plain.$client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${query}`,
        params,
      );
      explained.push({
        kind: query.includes('count(') || query.includes('sum(') ? 'count' : 'rows',
        plan: plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'),
      });
    }
    return explained;
  } finally {
    await db.$client.end();
    await plain.$client.end();
  }
}
