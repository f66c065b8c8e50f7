// Turns the shared closed lists into SQL CHECK constraint fragments, so the database enforces the same sets.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function oneOf(column: AnyPgColumn | SQL, values: readonly (string | number)[]): SQL {
  const list = sql.join(
    values.map((value) =>
      typeof value === 'number' ? sql.raw(String(value)) : sql.raw(`'${value.replaceAll("'", "''")}'`),
    ),
    sql.raw(', '),
  );
  return sql`${column} in (${list})`;
}
