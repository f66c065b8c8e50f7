// The TV library's rules: only published videos go in; a child's lists and saves follow that child's
// rules today (an item a parent has since ruled out disappears from the lists and cannot be added).
import { requireAllowed, toFeedItem } from '#server/catalog';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import type { ChildContentPolicy } from '#shared/child-content-policy';
import { isUuid } from '#shared/ids';
import { LIBRARY_LIST_LIMIT, type Library, type SaveProgress } from '#shared/library.schema';
import {
  addWatchLater,
  findContinueWatching,
  findLiked,
  findWatchLater,
  isPublished,
  type LibraryOwner,
  removeWatchLater,
  upsertProgress,
} from './library.repo';

const VIDEO_NOT_FOUND = 'videoNotFound';

/** A published item, and for a child one that child may watch (else 404 / 403 as the child's video page says). */
async function requireWatchable(db: Database, contentId: string, policy: ChildContentPolicy | null) {
  if (!isUuid(contentId)) throw notFound(VIDEO_NOT_FOUND);
  if (policy) return requireAllowed(db, policy, contentId);
  if (!(await isPublished(db, contentId))) throw notFound(VIDEO_NOT_FOUND);
}

/** Keeps the items the child may still watch (a handful of rows: one verdict each). */
async function stillAllowed<T extends { id: string }>(
  db: Database,
  policy: ChildContentPolicy | null,
  rows: T[],
): Promise<T[]> {
  if (!policy) return rows;
  const verdicts = await Promise.all(
    rows.map((row) =>
      requireAllowed(db, policy, row.id).then(
        () => true,
        () => false,
      ),
    ),
  );
  return rows.filter((_, index) => verdicts[index]);
}

export async function libraryOf(
  db: Database,
  owner: LibraryOwner,
  policy: ChildContentPolicy | null,
): Promise<Library> {
  const [progress, later, liked] = await Promise.all([
    findContinueWatching(db, owner, LIBRARY_LIST_LIMIT),
    findWatchLater(db, owner, LIBRARY_LIST_LIMIT),
    'userId' in owner ? findLiked(db, owner.userId, LIBRARY_LIST_LIMIT) : Promise.resolve([]),
  ]);
  return {
    continueWatching: (await stillAllowed(db, policy, progress)).map((row) => ({
      ...toFeedItem(row),
      positionSeconds: row.positionSeconds,
      durationSeconds: row.durationSeconds,
    })),
    watchLater: (await stillAllowed(db, policy, later)).map(toFeedItem),
    liked: liked.map(toFeedItem),
  };
}

/** Adds to or removes from watch later (both idempotent), only for a video the caller may see. */
export async function setWatchLater(
  db: Database,
  owner: LibraryOwner,
  policy: ChildContentPolicy | null,
  contentId: string,
  inList: boolean,
): Promise<void> {
  await requireWatchable(db, contentId, policy);
  await (inList ? addWatchLater : removeWatchLater)(db, owner, contentId);
}

export async function saveProgress(
  db: Database,
  owner: LibraryOwner,
  policy: ChildContentPolicy | null,
  contentId: string,
  input: SaveProgress,
  now: Date = new Date(),
): Promise<void> {
  await requireWatchable(db, contentId, policy);
  const position =
    input.durationSeconds > 0
      ? Math.min(input.positionSeconds, input.durationSeconds)
      : input.positionSeconds;
  await upsertProgress(db, owner, contentId, position, input.durationSeconds, now);
}
