// The health check's one query: does the database answer at all?
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';

export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
