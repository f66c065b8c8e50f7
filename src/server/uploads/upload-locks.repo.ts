// The queries of the cluster-wide upload lock (upload-locks.ts): a session advisory lock per upload, held on a
// connection of the locker's own pool for as long as one request writes the upload, and a notification that asks
// whichever node holds it to let go.
import type pg from 'pg';

export const RELEASE_CHANNEL = 'upload_lock_release';

const lockKey = (uploadId: string) => `upload:${uploadId}`;

/** True when this connection now holds the upload's lock (never waits). */
export async function tryLockUpload(client: pg.PoolClient, uploadId: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
    [lockKey(uploadId)],
  );
  return rows[0]?.locked === true;
}

export async function unlockUpload(client: pg.PoolClient, uploadId: string): Promise<void> {
  await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(uploadId)]);
}

/** Asks the holder of the upload's lock, on whatever node, to end its request (tus's "request release"). */
export async function askUploadRelease(client: pg.PoolClient, uploadId: string): Promise<void> {
  await client.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, uploadId]);
}

export async function listenForReleases(client: pg.Client): Promise<void> {
  await client.query(`listen ${RELEASE_CHANNEL}`);
}
