// YouTube-sync queries: creator profiles and their linked channels, and the one row of auto-sync settings. New videos
// go in through the content aggregate's insertContent (db/repos).
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { youtubeSyncSettings } from '#server/db/schema/moderation';
import { creatorProfiles } from '#server/db/schema/users';

export async function creatorChannel(db: DbOrTx, creatorId: string) {
  const [row] = await db
    .select({
      id: creatorProfiles.id,
      fullName: creatorProfiles.fullName,
      youtubeChannelId: creatorProfiles.youtubeChannelId,
    })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, creatorId));
  return row;
}

/** Whether another creator already has this channel. */
export async function channelLinkedElsewhere(
  db: DbOrTx,
  channelId: string,
  creatorId: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(and(eq(creatorProfiles.youtubeChannelId, channelId), ne(creatorProfiles.id, creatorId)));
  return Boolean(taken);
}

/** Every creator with a linked channel. */
export function linkedChannels(db: DbOrTx) {
  return db
    .select({
      id: creatorProfiles.id,
      fullName: creatorProfiles.fullName,
      channelId: creatorProfiles.youtubeChannelId,
    })
    .from(creatorProfiles)
    .where(isNotNull(creatorProfiles.youtubeChannelId));
}

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
