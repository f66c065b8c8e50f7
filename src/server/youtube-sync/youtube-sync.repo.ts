// YouTube-sync queries: the one row of auto-sync settings. Creators' channels and new videos go through the shared
// aggregates (db/repos: creator profiles, insertContent).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { youtubeSyncSettings } from '#server/db/schema/moderation';

export async function autoSyncSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(youtubeSyncSettings).where(eq(youtubeSyncSettings.id, 1));
  return row;
}

export async function saveAutoSyncSwitch(
  db: DbOrTx,
  values: { autoSyncEnabled: boolean; intervalMinutes: number; updatedBy: string },
): Promise<void> {
  await db
    .insert(youtubeSyncSettings)
    .values({ id: 1, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: youtubeSyncSettings.id, set: { ...values, updatedAt: new Date() } });
}

export async function saveAutoSyncRun(
  db: DbOrTx,
  lastResult: { totalInserted?: number; error?: string },
): Promise<void> {
  await db
    .update(youtubeSyncSettings)
    .set({ lastRunAt: new Date(), lastResult })
    .where(eq(youtubeSyncSettings.id, 1));
}
