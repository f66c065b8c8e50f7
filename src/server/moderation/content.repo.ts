// The one way a content row is written: submissions, single uploads, YouTube syncs and the demo seed all
// insert through insertContent, each passing its own columns (no defaults are added here). The bulk CSV import is the
// one exception: it sends 500-row chunks as one JSON parameter for speed (bulk-import.repo.ts, decision 013).
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';

export type NewContent = typeof content.$inferInsert;

/**
 * Inserts the rows and returns their ids and YouTube video ids, in insert order. With `skipExistingVideos`, a row
 * whose YouTube video is already on the platform is skipped (ON CONFLICT DO NOTHING) and missing from the answer.
 */
export async function insertContent(
  db: DbOrTx,
  rows: NewContent | NewContent[],
  options: { skipExistingVideos?: boolean } = {},
): Promise<{ id: string; youtubeVideoId: string | null }[]> {
  const values = Array.isArray(rows) ? rows : [rows];
  if (values.length === 0) return [];
  const insert = db.insert(content).values(values);
  const returning = { id: content.id, youtubeVideoId: content.youtubeVideoId };
  return options.skipExistingVideos
    ? insert.onConflictDoNothing({ target: content.youtubeVideoId }).returning(returning)
    : insert.returning(returning);
}
