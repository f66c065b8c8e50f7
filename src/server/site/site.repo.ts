// Drizzle queries of the public site facts: the registration setting.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { systemSettings } from '#server/db/schema/settings';

/** The stored registration setting (`{ mode: 'open' | … }`), or undefined before the defaults are written. */
export async function findRegistrationSetting(db: DbOrTx) {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'registration'))
    .limit(1);
  return row?.value;
}
