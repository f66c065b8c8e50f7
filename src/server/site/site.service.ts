// The landing page's rules: real figures rounded down to friendly thresholds (a figure below its minimum left out;
// the route keeps them a few minutes), testimonials curated by admins, and the featured video.

import { recordAudit } from '#server/access';
import { toFeedItem } from '#server/catalog';
import type { Database } from '#server/db/client';
import type { AppDeps } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import {
  type AdminFeatured,
  type FeaturedVideo,
  friendlyFloor,
  type PublicTestimonial,
  RATING_MINIMUM_COUNT,
  SITE_MESSAGES,
  type SiteStats,
  STAT_MINIMUMS,
  type Testimonial,
  type TestimonialInput,
  type TestimonialUpdate,
} from '#shared/site.schema';
import {
  deleteFeatured,
  deleteTestimonialRow,
  findAllTestimonials,
  findNewestFeaturedRow,
  findNewestPublishedRow,
  findPublishedTestimonials,
  findPublishedTitle,
  findRatingSummary,
  findSiteFigures,
  findTestimonialForUpdate,
  insertTestimonial,
  updateTestimonialRow,
  upsertFeatured,
} from './site.repo';

export const STATS_CACHE_MS = 5 * 60_000;
/** The landing page shows at most this many testimonials. */
export const PUBLIC_TESTIMONIALS_LIMIT = 6;

type SiteDeps = Pick<AppDeps, 'db'>;

export async function computeSiteStats(db: Database): Promise<SiteStats> {
  const [figures, rating] = await Promise.all([findSiteFigures(db), findRatingSummary(db)]);
  return {
    videos: friendlyFloor(figures.videos, STAT_MINIMUMS.videos),
    watchHours: friendlyFloor(Math.floor(figures.watchSeconds / 3600), STAT_MINIMUMS.watchHours),
    children: friendlyFloor(figures.children, STAT_MINIMUMS.children),
    subscribers: friendlyFloor(figures.subscribers, STAT_MINIMUMS.subscribers),
    rating:
      rating.average === null || rating.count < RATING_MINIMUM_COUNT
        ? null
        : { average: Math.round(rating.average * 10) / 10, count: rating.count },
  };
}

export async function publicTestimonials(db: Database): Promise<PublicTestimonial[]> {
  return findPublishedTestimonials(db, PUBLIC_TESTIMONIALS_LIMIT);
}

function toTestimonial(row: Omit<Testimonial, 'createdAt'> & { createdAt: Date }): Testimonial {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function allTestimonials(db: Database): Promise<Testimonial[]> {
  return (await findAllTestimonials(db)).map(toTestimonial);
}

/** What the audit log keeps of a testimonial: the words and rating the landing page shows. */
function auditedTestimonial(row: TestimonialInput): Record<string, unknown> {
  return { quote: row.quote, authorLabel: row.authorLabel, rating: row.rating, published: row.published };
}

// Every admin change to the landing page's curated content is written with its audit entry in one transaction.

export async function createTestimonial(deps: SiteDeps, input: TestimonialInput, adminId: string) {
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertTestimonial(tx, input, adminId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'testimonial.create',
      targetType: 'testimonial',
      targetId: created.id,
      after: auditedTestimonial(created),
    });
    return created;
  });
  return toTestimonial(row);
}

export async function updateTestimonial(
  deps: SiteDeps,
  id: string,
  changes: TestimonialUpdate,
  adminId: string,
) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findTestimonialForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', SITE_MESSAGES.notFound);
    const updated = await updateTestimonialRow(tx, id, changes);
    if (!updated) throw new AppError('NOT_FOUND', SITE_MESSAGES.notFound);
    // Only the fields the admin sent, each with its value before and after.
    const fields = Object.keys(changes) as (keyof TestimonialUpdate)[];
    await recordAudit(tx, {
      actorId: adminId,
      action: 'testimonial.update',
      targetType: 'testimonial',
      targetId: id,
      before: Object.fromEntries(fields.map((field) => [field, before[field]])),
      after: Object.fromEntries(fields.map((field) => [field, updated[field]])),
    });
    return updated;
  });
  return toTestimonial(row);
}

export async function deleteTestimonial(deps: SiteDeps, id: string, adminId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await deleteTestimonialRow(tx, id);
    if (!removed) throw new AppError('NOT_FOUND', SITE_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'testimonial.delete',
      targetType: 'testimonial',
      targetId: id,
      before: auditedTestimonial(removed),
    });
  });
}

export async function chooseFeatured(db: Database, contentId: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const title = await findPublishedTitle(tx, contentId);
    if (title === undefined) throw new AppError('NOT_FOUND', SITE_MESSAGES.featuredNotPublished);
    await upsertFeatured(tx, contentId, adminId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'featured.set',
      targetType: 'content',
      targetId: contentId,
      after: { title },
    });
  });
}

export async function unfeature(db: Database, contentId: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteFeatured(tx, contentId);
    if (!removed) throw new AppError('NOT_FOUND', SITE_MESSAGES.notFeatured);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'featured.clear',
      targetType: 'content',
      targetId: contentId,
      before: { title: removed.title },
    });
  });
}

/** For the admin screen: the current pick (the newest still published) and what the landing page shows. */
export async function adminFeatured(db: Database): Promise<AdminFeatured> {
  const pickRow = await findNewestFeaturedRow(db);
  const pick = pickRow ? toFeedItem(pickRow) : null;
  if (pick) return { pick, shown: pick };
  return { pick: null, shown: (await featuredVideo(db)).item };
}

/** The admins' newest pick still published, else the newest published item; the caller checked visibility. */
export async function featuredVideo(db: Database): Promise<FeaturedVideo> {
  const row = (await findNewestFeaturedRow(db)) ?? (await findNewestPublishedRow(db));
  return { item: row ? toFeedItem(row) : null };
}
