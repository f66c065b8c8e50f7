// Deleting an item: a creator their own (DELETE /api/studio/videos/:id), an admin any
// (DELETE /api/admin/content/:id). One transaction locks the row, writes the whole row into the audit entry (so a
// deletion can be looked into, or undone by hand) and deletes it: feeds, search and the facet counts (trigger) lose
// it at once, its views, likes, comments, screenings, threads and revisions go with it (cascades). Its uploaded
// files go right after the commit; if that fails, the daily uploads sweep finds them (their row lost its item).

import { assertUuid, recordAudit, type SessionUser } from '#server/access';
import type { DbOrTx } from '#server/db/client';
import { contentById, deleteContent, lockItemsOfCreatorProfile } from '#server/db/repos/content.repo';
import { creatorProfileIdOfUser } from '#server/db/repos/creator-profiles.repo';
import type { AppDeps } from '#server/http/app-env';
import { notFound } from '#server/http/app-error';
import { contentUploadIds, deleteUploads, userUploadIds } from '#server/uploads';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { requireOwnItem } from './studio-owner';

type Who = 'own' | 'admin';

export async function deleteContentItem(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>,
  actor: SessionUser,
  id: string,
  who: Who,
): Promise<void> {
  const uploadIds = await deps.db.transaction(async (tx) => {
    const item =
      who === 'own' ? (await requireOwnItem(tx, actor.id, id, true)).item : await anyLocked(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: who === 'own' ? 'content.delete' : 'content.remove',
      targetType: 'content',
      targetId: id,
      before: JSON.parse(JSON.stringify(item)) as Record<string, unknown>,
    });
    const uploads = await contentUploadIds(tx, [id]);
    await deleteContent(tx, [id]);
    return uploads;
  });
  try {
    await deleteUploads(deps, uploadIds);
  } catch (error) {
    deps.logger.warn({ err: error, contentId: id }, 'deleted item: its files are left to the uploads sweep');
  }
}

/**
 * A creator deletes their account: every item of theirs goes, whatever its status (decision 029-b-deleted-creator:
 * their work leaves with them; nothing is left ownerless, and no published upload is left without its files). Runs
 * inside the account deletion's transaction, audits each item as the creator's own deletion, and answers the upload
 * ids — the items' and every other upload of theirs — whose files the caller removes with deleteUploads after the
 * commit.
 */
export async function deleteContentOfCreatorUser(tx: DbOrTx, userId: string): Promise<string[]> {
  const profileId = await creatorProfileIdOfUser(tx, userId);
  const items = profileId ? await lockItemsOfCreatorProfile(tx, profileId) : [];
  const ids = items.map((item) => item.id);
  for (const item of items) {
    await recordAudit(tx, {
      actorId: userId,
      action: 'content.delete',
      targetType: 'content',
      targetId: item.id,
      before: JSON.parse(JSON.stringify(item)) as Record<string, unknown>,
    });
  }
  const uploads = new Set([...(await contentUploadIds(tx, ids)), ...(await userUploadIds(tx, userId))]);
  await deleteContent(tx, ids);
  return [...uploads];
}

async function anyLocked(db: DbOrTx, id: string) {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const item = await contentById(db, id, { lock: 'update' });
  if (!item) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  return item;
}
