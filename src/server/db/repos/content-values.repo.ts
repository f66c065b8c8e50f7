// The values axes of items (shared/content-values.ts) as the moderators and the voting parents see them: an item's
// published values, who set them and the creator's declaration, and the parents' answers counted per axis and level.
// Shared by family (the voting screen) and moderation (the review), like the content aggregate it reads.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import { content, contentValueVotes } from '#server/db/schema/content';
import { users } from '#server/db/schema/users';
import type { ContentValues } from '#shared/content-values';

/**
 * How many parents gave each level on each axis of these items, counting (like the yes votes) only parents whose
 * address is verified and who have a child profile. Counts only: never who answered.
 */
export async function valueAnswerCounts(db: DbOrTx, contentIds: readonly string[]) {
  if (contentIds.length === 0) return [];
  return db
    .select({
      contentId: contentValueVotes.contentId,
      axis: contentValueVotes.axis,
      level: contentValueVotes.level,
      count: sql<number>`count(*)::int`,
    })
    .from(contentValueVotes)
    .where(
      and(
        inArray(contentValueVotes.contentId, [...contentIds]),
        // Qualified by hand: drizzle leaves a single-table select's columns bare, and a bare parent_id would bind to
        // the children row inside the subquery.
        sql`exists (select 1 from ${users} as u where u.id = ${contentValueVotes}.parent_id and u.email_verified)`,
        sql`exists (select 1 from ${children} as ch where ch.parent_id = ${contentValueVotes}.parent_id)`,
      ),
    )
    .groupBy(contentValueVotes.contentId, contentValueVotes.axis, contentValueVotes.level);
}

/** An item's published values, their sources and the creator's declaration; undefined when there is no such item. */
export async function itemValues(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select({
      music: content.music,
      faces: content.faces,
      magic: content.magic,
      imagery: content.imagery,
      dancing: content.dancing,
      valueSources: content.valueSources,
      declaredValues: content.declaredValues,
    })
    .from(content)
    .where(eq(content.id, contentId));
  if (!row) return undefined;
  const { valueSources, declaredValues, ...current } = row;
  return { current: current as ContentValues, sources: valueSources, declared: declaredValues ?? null };
}
