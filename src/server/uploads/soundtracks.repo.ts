// The queries of vocals-only soundtracks (decision 034-s): an item and its owner (through the content and creator
// profile aggregates), its one soundtrack, the claim that puts a soundtrack beside an item, and the list a moderator
// works through.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { contentById } from '#server/db/repos/content.repo';
import { creatorProfileById } from '#server/db/repos/creator-profiles.repo';
import { videoUploads } from '#server/db/schema/uploads';
import type { UploadRow } from './uploads.repo';

/** The item a soundtrack would go beside, with its owner; locked FOR UPDATE when asked (one change at a time). */
export async function soundtrackItem(db: DbOrTx, contentId: string, options: { lock?: boolean } = {}) {
  const item = await contentById(db, contentId, options.lock ? { lock: 'update' } : {});
  if (!item) return undefined;
  const profile = item.creatorProfileId ? await creatorProfileById(db, item.creatorProfileId) : undefined;
  return {
    id: item.id,
    title: item.title,
    status: item.status,
    sourceType: item.sourceType,
    vocalsMix: item.vocalsMix,
    creatorUserId: profile?.userId ?? null,
  };
}

export async function soundtrackOfItem(db: DbOrTx, contentId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.soundtrackOf, contentId));
  return row;
}

/** Claims an accepted soundtrack upload for an item (queued for its job); false when it is not claimable. */
export async function claimSoundtrack(tx: DbOrTx, uploadId: string, contentId: string): Promise<boolean> {
  const rows = await tx
    .update(videoUploads)
    .set({ soundtrackOf: contentId, status: 'queued', progress: 0, acceptedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(videoUploads.id, uploadId),
        eq(videoUploads.kind, 'vocals'),
        eq(videoUploads.status, 'uploaded'),
        isNull(videoUploads.soundtrackOf),
      ),
    )
    .returning({ id: videoUploads.id });
  return rows.length === 1;
}

/** The soundtrack's row as processed, only while it is still this item's (a replaced one is left alone). */
export async function markSoundtrackReady(
  tx: DbOrTx,
  uploadId: string,
  contentId: string,
  durationSeconds: number,
): Promise<boolean> {
  const rows = await tx
    .update(videoUploads)
    .set({ status: 'ready', progress: 100, error: null, durationSeconds, updatedAt: new Date() })
    .where(and(eq(videoUploads.id, uploadId), eq(videoUploads.soundtrackOf, contentId)))
    .returning({ id: videoUploads.id });
  return rows.length === 1;
}

/** Ready soundtracks no moderator has answered yet, oldest first, with their item's title and creator. */
export async function soundtracksAwaitingReview(db: DbOrTx) {
  const rows = await db
    .select({
      contentId: videoUploads.soundtrackOf,
      uploadId: videoUploads.id,
      durationSeconds: videoUploads.durationSeconds,
      readyAt: videoUploads.updatedAt,
    })
    .from(videoUploads)
    .where(
      and(
        isNotNull(videoUploads.soundtrackOf),
        eq(videoUploads.status, 'ready'),
        isNull(videoUploads.acceptedAt),
      ),
    )
    .orderBy(asc(videoUploads.updatedAt))
    .limit(200);
  const items = [];
  for (const row of rows) {
    const item = row.contentId ? await contentById(db, row.contentId) : undefined;
    // A draft's soundtrack waits for the draft to be submitted (moderators do not see drafts).
    if (!item || item.status === 'draft') continue;
    const profile = item.creatorProfileId ? await creatorProfileById(db, item.creatorProfileId) : undefined;
    items.push({
      ...row,
      contentId: item.id,
      title: item.title,
      status: item.status,
      creatorName: profile?.fullName ?? null,
    });
  }
  return items;
}

/** The accepted, ready soundtrack of an item whose media is asked for (its files' prefix), if any. */
export async function playableSoundtrack(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select({ id: videoUploads.id, accepted: sql<boolean>`${videoUploads.acceptedAt} is not null` })
    .from(videoUploads)
    .where(and(eq(videoUploads.soundtrackOf, contentId), eq(videoUploads.status, 'ready')));
  return row;
}
