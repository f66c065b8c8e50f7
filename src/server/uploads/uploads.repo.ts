// Every query of the uploads feature (decision 017).
import { and, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { videoUploads } from '#server/db/schema/uploads';
import { creatorProfiles } from '#server/db/schema/users';

export type UploadRow = typeof videoUploads.$inferSelect;

/**
 * Serialises one user's upload reservations (a transaction-level advisory lock, released at commit): the hourly
 * count and the bytes in use are read and the new row inserted with no other reservation of theirs in between.
 */
export async function lockUserUploads(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`video_uploads:${userId}`}, 0))`);
}

export async function insertUpload(
  db: DbOrTx,
  row: { id: string; userId: string; sizeBytes: number; fileName: string; kind?: UploadRow['kind'] },
): Promise<void> {
  await db.insert(videoUploads).values(row).onConflictDoNothing();
}

/** Marks an upload the uploader gave up on (its file is gone): kept for the hourly count, no longer in the quota. */
export async function markCancelled(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(videoUploads)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(videoUploads.id, id), inArray(videoUploads.status, ['uploading', 'uploaded', 'invalid'])));
}

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, id));
  return row;
}

export async function findUploadByContent(db: DbOrTx, contentId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.contentId, contentId));
  return row;
}

export async function updateUpload(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<UploadRow, 'id' | 'userId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(videoUploads)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(videoUploads.id, id));
}

/** Moves progress forward only (a late write of an older figure never moves it back). */
export async function recordProgress(db: DbOrTx, id: string, progress: number): Promise<void> {
  await db
    .update(videoUploads)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(videoUploads.id, id), sql`${videoUploads.progress} < ${progress}`));
}

/** Claims an accepted upload for a new content item; false when it is not this user's or already used. */
export async function attachContent(db: DbOrTx, id: string, contentId: string): Promise<boolean> {
  const rows = await db
    .update(videoUploads)
    .set({ contentId, status: 'queued', progress: 0, updatedAt: new Date() })
    .where(
      and(
        eq(videoUploads.id, id),
        eq(videoUploads.status, 'uploaded'),
        sql`${videoUploads.contentId} is null`,
      ),
    )
    .returning({ id: videoUploads.id });
  return rows.length === 1;
}

/** Bytes this user's kept uploads declare (refused and cancelled ones are not counted: their files are gone). */
export async function bytesUsedBy(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${videoUploads.sizeBytes}), 0)` })
    .from(videoUploads)
    .where(and(eq(videoUploads.userId, userId), notInArray(videoUploads.status, ['invalid', 'cancelled'])));
  return Number(row?.total ?? 0);
}

export async function uploadsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(videoUploads)
    .where(and(eq(videoUploads.userId, userId), gt(videoUploads.createdAt, since)));
  return row?.count ?? 0;
}

/** The item an upload's media shows, as the media feature's access rule wants it. */
export async function mediaSubject(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select({
      id: content.id,
      status: content.status,
      creatorUserId: creatorProfiles.userId,
      title: content.title,
      category: content.category,
      sourceType: content.sourceType,
      uploadId: videoUploads.id,
      uploadStatus: videoUploads.status,
      renditions: videoUploads.renditions,
      width: videoUploads.width,
      height: videoUploads.height,
      videoOnly: videoUploads.videoOnly,
      mainAudio: videoUploads.mainAudio,
    })
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .leftJoin(videoUploads, eq(videoUploads.contentId, content.id))
    .where(eq(content.id, contentId));
  return row;
}

/** Every upload of this uploader, whatever became of it (their account is being deleted). */
export async function uploadIdsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: videoUploads.id })
    .from(videoUploads)
    .where(eq(videoUploads.userId, userId));
  return rows.map((r) => r.id);
}

/** Upload ids of these content items (deleting content deletes their files). */
export async function uploadIdsOfContent(db: DbOrTx, contentIds: string[]): Promise<string[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .select({ id: videoUploads.id })
    .from(videoUploads)
    .where(or(inArray(videoUploads.contentId, contentIds), inArray(videoUploads.soundtrackOf, contentIds)));
  return rows.map((r) => r.id);
}

export async function deleteUploadRows(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(videoUploads).where(inArray(videoUploads.id, ids));
}

/** An item as its creator or an admin previews it before it is published. */
export async function previewRow(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select({
      id: content.id,
      title: content.title,
      description: content.description,
      status: content.status,
      sourceType: content.sourceType,
      videoUrl: content.videoUrl,
      youtubeUrl: content.youtubeUrl,
      thumbnailUrl: content.thumbnailUrl,
      revision: content.revision,
      creatorUserId: creatorProfiles.userId,
      creatorName: creatorProfiles.fullName,
    })
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(eq(content.id, contentId));
  return row;
}

/**
 * Uploads whose files should go: their item was deleted (content_id set null by the foreign key after the upload
 * had been claimed), or they were abandoned (never finished, or accepted but never made into an item) before
 * `staleBefore`, or refused long ago.
 */
export async function sweepableUploads(
  db: DbOrTx,
  staleBefore: Date,
  refusedBefore: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: videoUploads.id })
    .from(videoUploads)
    .where(
      or(
        and(
          isNull(videoUploads.contentId),
          isNull(videoUploads.soundtrackOf),
          inArray(videoUploads.status, ['queued', 'processing', 'ready', 'failed']),
        ),
        and(
          inArray(videoUploads.status, ['uploading', 'uploaded']),
          isNull(videoUploads.contentId),
          isNull(videoUploads.soundtrackOf),
          lt(videoUploads.updatedAt, staleBefore),
        ),
        and(
          inArray(videoUploads.status, ['invalid', 'cancelled']),
          lt(videoUploads.updatedAt, refusedBefore),
        ),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/** Uploads a worker was transcoding when it last said so (status processing, a worker recorded). */
export async function transcodesInProgress(db: DbOrTx): Promise<UploadRow[]> {
  return db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.status, 'processing'), isNotNull(videoUploads.worker)));
}

/**
 * Takes an interrupted transcode back from the worker that had it (only if that worker still has it: two start-ups
 * at once do not both act); the row gets `changes` and no worker.
 */
export async function releaseTranscode(
  db: DbOrTx,
  id: string,
  worker: string,
  changes: Pick<UploadRow, 'status' | 'error'>,
): Promise<boolean> {
  const rows = await db
    .update(videoUploads)
    .set({ ...changes, worker: null, ffmpegPid: null, workDir: null, jobId: null, updatedAt: new Date() })
    .where(
      and(eq(videoUploads.id, id), eq(videoUploads.status, 'processing'), eq(videoUploads.worker, worker)),
    )
    .returning({ id: videoUploads.id });
  return rows.length === 1;
}
