// Submitting a draft screens it afresh: the screening rows of its earlier text go before the new ones are written.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { contentScreenings } from '#server/db/schema/moderation';

export async function clearScreening(db: DbOrTx, contentId: string): Promise<void> {
  await db.delete(contentScreenings).where(eq(contentScreenings.contentId, contentId));
}
