// Who the studio is for: any signed-in account with a creator profile (creators, and parents who submitted a video
// and so got one). Items are always looked up through the caller's profile: someone else's is not found.

import { assertUuid } from '#server/access';
import type { DbOrTx } from '#server/db/client';
import { contentById } from '#server/db/repos/content.repo';
import { creatorProfileIdOfUser } from '#server/db/repos/creator-profiles.repo';
import { notFound } from '#server/http/app-error';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';

export async function requireOwnItem(db: DbOrTx, userId: string, id: string, lock = false) {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const profileId = await creatorProfileIdOfUser(db, userId);
  const item = profileId
    ? await contentById(db, id, { ofCreatorProfile: profileId, lock: lock ? 'update' : undefined })
    : undefined;
  if (!profileId || !item) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  return { profileId, item };
}
