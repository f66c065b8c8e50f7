// Drizzle queries of the admin's site-wide settings: read a row, write it with its NOTIFY in the same transaction.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { systemSettings } from '#server/db/schema/settings';
import type { SettingKey } from '#shared/domain';

/** The channel every app process LISTENs to; the payload is the changed key. */
export const SETTINGS_CHANNEL = 'settings_changed';

export async function findSettingValues(
  db: DbOrTx,
  keys: readonly SettingKey[],
): Promise<Partial<Record<SettingKey, unknown>>> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Writes one setting and returns the value it replaced. The NOTIFY is sent in the same transaction, so PostgreSQL
 * delivers it to every listening process only when (and if) the write commits.
 */
export async function saveSettingValue(
  tx: DbOrTx,
  key: SettingKey,
  value: Record<string, unknown>,
  userId: string,
): Promise<unknown> {
  const [before] = await tx
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key))
    .for('update');
  await tx
    .insert(systemSettings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value, updatedBy: userId, updatedAt: sql`now()` },
    });
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${key})`);
  return before?.value;
}
