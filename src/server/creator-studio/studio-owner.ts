// Who the studio is for: any signed-in account with a creator profile (creators, and parents who submitted a video
// and so got one). Items are always looked up through the caller's profile: someone else's is not found.

import { assertUuid } from '#server/access';
import type { DbOrTx } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { creatorProfileIdOf, ownItem } from './creator-studio.repo';

export async function requireOwnItem(db: DbOrTx, userId: string, id: string, lock = false) {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const profileId = await creatorProfileIdOf(db, userId);
  const item = profileId ? await ownItem(db, profileId, id, lock) : undefined;
  if (!profileId || !item) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  return { profileId, item };
}
