// Drizzle queries of the public site facts: the registration setting, the landing page's figures, testimonials
// and the featured video.
import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import { type FeedRow, feedColumns } from '#server/catalog';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import { content, contentViews } from '#server/db/schema/content';
import { systemSettings, waitlistEntries } from '#server/db/schema/settings';
import { featuredContent, testimonials } from '#server/db/schema/site';
import { creatorProfiles } from '#server/db/schema/users';
import type { TestimonialInput, TestimonialUpdate } from '#shared/site.schema';

/** The stored registration setting (`{ mode: 'open' | … }`), or undefined before the defaults are written. */
export async function findRegistrationSetting(db: DbOrTx) {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'registration'))
    .limit(1);
  return row?.value;
}

/** The raw figures of the statistics band, in one round trip. */
export async function findSiteFigures(db: DbOrTx) {
  const [row] = await db
    .select({
      videos: sql<number>`(select count(*) from ${content} where ${content.status} = 'published')::int`,
      // Watch time recorded by the player (seconds), bots left out; history older than the retention window is
      // purged, so this is the watch time of that window.
      watchSeconds: sql<number>`(select coalesce(sum(${contentViews.viewDuration}), 0) from ${contentViews} where not ${contentViews.isBot})::bigint`,
      children: sql<number>`(select count(*) from ${children})::int`,
      subscribers: sql<number>`(select count(*) from ${waitlistEntries})::int`,
    })
    .from(sql`(select 1) as one`);
  return {
    videos: Number(row?.videos ?? 0),
    watchSeconds: Number(row?.watchSeconds ?? 0),
    children: Number(row?.children ?? 0),
    subscribers: Number(row?.subscribers ?? 0),
  };
}

export async function findRatingSummary(db: DbOrTx) {
  const [row] = await db
    .select({ average: avg(testimonials.rating), count: count() })
    .from(testimonials)
    .where(eq(testimonials.published, true));
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    count: row?.count ?? 0,
  };
}

const testimonialColumns = {
  id: testimonials.id,
  quote: testimonials.quote,
  authorLabel: testimonials.authorLabel,
  rating: testimonials.rating,
  published: testimonials.published,
  createdAt: testimonials.createdAt,
};

export function findPublishedTestimonials(db: DbOrTx, limit: number) {
  return db
    .select({
      id: testimonials.id,
      quote: testimonials.quote,
      authorLabel: testimonials.authorLabel,
      rating: testimonials.rating,
    })
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export function findAllTestimonials(db: DbOrTx) {
  return db
    .select(testimonialColumns)
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export async function insertTestimonial(db: DbOrTx, input: TestimonialInput, createdBy: string) {
  const [row] = await db
    .insert(testimonials)
    .values({ ...input, createdBy })
    .returning(testimonialColumns);
  if (!row) throw new Error('testimonial insert returned nothing');
  return row;
}

/** One testimonial, locked until the caller's transaction ends (its values before an update, for the audit log). */
export async function findTestimonialForUpdate(db: DbOrTx, id: string) {
  const [row] = await db
    .select(testimonialColumns)
    .from(testimonials)
    .where(eq(testimonials.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateTestimonialRow(db: DbOrTx, id: string, changes: TestimonialUpdate) {
  const [row] = await db
    .update(testimonials)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning(testimonialColumns);
  return row;
}

/** Deletes a testimonial; its values (for the audit log), or undefined when there was none. */
export async function deleteTestimonialRow(db: DbOrTx, id: string) {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning(testimonialColumns);
  return row;
}

/** The title of a published item, or undefined when the item is not published. */
export async function findPublishedTitle(db: DbOrTx, contentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: content.title })
    .from(content)
    .where(and(eq(content.id, contentId), eq(content.status, 'published')))
    .limit(1);
  return row?.title;
}

/** Marks an item featured now (again, if it already was): the newest pick is the one shown. */
export async function upsertFeatured(db: DbOrTx, contentId: string, featuredBy: string) {
  await db
    .insert(featuredContent)
    .values({ contentId, featuredBy })
    .onConflictDoUpdate({
      target: featuredContent.contentId,
      set: { featuredAt: sql`now()`, featuredBy },
    });
}

/** Takes an item off the featured list; its title (for the audit log), or undefined when it was not featured. */
export async function deleteFeatured(db: DbOrTx, contentId: string): Promise<{ title: string } | undefined> {
  const [row] = await db
    .delete(featuredContent)
    .where(eq(featuredContent.contentId, contentId))
    .returning({
      title: sql<string>`(select ${content.title} from ${content} where ${content.id} = ${featuredContent.contentId})`,
    });
  return row;
}

/** The newest admin pick that is still published. */
export async function findNewestFeaturedRow(db: DbOrTx): Promise<FeedRow | undefined> {
  const [row] = await db
    .select(feedColumns)
    .from(featuredContent)
    .innerJoin(content, eq(content.id, featuredContent.contentId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(eq(content.status, 'published'))
    .orderBy(desc(featuredContent.featuredAt))
    .limit(1);
  return row as FeedRow | undefined;
}

/** The newest published item (the recent feed index). */
export async function findNewestPublishedRow(db: DbOrTx): Promise<FeedRow | undefined> {
  const [row] = await db
    .select(feedColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(eq(content.status, 'published'))
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(1);
  return row as FeedRow | undefined;
}
