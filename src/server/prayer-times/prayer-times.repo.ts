// Drizzle queries of the prayer-times feature: a family's prayer-pause settings, one row per parent account.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { familyPrayerSettings } from '#server/db/schema/prayer-times';

export type PrayerSettingsRow = typeof familyPrayerSettings.$inferSelect;
export type PrayerSettingsWrite = Omit<
  typeof familyPrayerSettings.$inferInsert,
  'parentUserId' | 'updatedAt'
>;

export async function prayerSettingsOf(
  db: DbOrTx,
  parentUserId: string,
): Promise<PrayerSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(familyPrayerSettings)
    .where(eq(familyPrayerSettings.parentUserId, parentUserId))
    .limit(1);
  return row;
}

/** One statement: concurrent saves by the same parent leave exactly one row, the last one written. */
export async function savePrayerSettings(
  db: DbOrTx,
  parentUserId: string,
  values: PrayerSettingsWrite,
): Promise<PrayerSettingsRow> {
  const now = new Date();
  const [row] = await db
    .insert(familyPrayerSettings)
    .values({ ...values, parentUserId, updatedAt: now })
    .onConflictDoUpdate({ target: familyPrayerSettings.parentUserId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('prayer settings upsert returned no row');
  return row;
}
