// The landing page's public facts and the admin-curated testimonials: answer shapes and request schemas shared by
// the server and the web. Figures are real and rounded down to a friendly threshold ("1,000+"); a figure below its
// smallest threshold is null (left out, never faked).
import { z } from 'zod';
import type { FeedItem } from './feed.schema';
import { uuidSchema } from './ids';
import { safeText } from './safe-text';

/** Friendly thresholds: 1, 2 and 5 times a power of ten (…, 100, 200, 500, 1,000, 2,000, 5,000, …). */
export function friendlyFloor(value: number, minimum: number): number | null {
  if (!Number.isFinite(value) || value < minimum) return null;
  let best = minimum;
  for (let power = 1; power <= value; power *= 10) {
    for (const step of [1, 2, 5]) {
      const threshold = step * power;
      if (threshold >= minimum && threshold <= value) best = Math.max(best, threshold);
    }
  }
  return best;
}

/** The smallest figure each statistic shows; below it the band leaves the figure out. */
export const STAT_MINIMUMS = {
  videos: 50,
  watchHours: 100,
  children: 100,
  subscribers: 100,
} as const;

/**
 * The fewest published testimonials an average rating is shown for: one glowing quote is not "5/5", so like every
 * other figure the rating is left out below its threshold.
 */
export const RATING_MINIMUM_COUNT = 10;

export type SiteStats = {
  /** Each a friendly threshold ("at least this many"), or null when below its minimum. */
  videos: number | null;
  watchHours: number | null;
  children: number | null;
  subscribers: number | null;
  /** The average of the published testimonials' ratings (one decimal), null below RATING_MINIMUM_COUNT of them. */
  rating: { average: number; count: number } | null;
};

export const SITE_MESSAGES = {
  quoteRequired: 'quoteRequired',
  quoteTooLong: 'quoteMost600Characters',
  authorRequired: 'authorRequired',
  authorTooLong: 'authorMost80Characters',
  ratingRange: 'ratingOneToFive',
  notFound: 'testimonialNotFound',
  featuredNotPublished: 'onlyPublishedVideoFeatured',
  nothingToUpdate: 'nothingUpdate',
  notFeatured: 'videoNotFeatured',
} as const;

export const testimonialInputSchema = z.object({
  quote: safeText({ error: SITE_MESSAGES.quoteRequired })
    .trim()
    .min(1, SITE_MESSAGES.quoteRequired)
    .max(600, SITE_MESSAGES.quoteTooLong),
  authorLabel: safeText({ error: SITE_MESSAGES.authorRequired })
    .trim()
    .min(1, SITE_MESSAGES.authorRequired)
    .max(80, SITE_MESSAGES.authorTooLong),
  rating: z
    .number({ error: SITE_MESSAGES.ratingRange })
    .int(SITE_MESSAGES.ratingRange)
    .min(1, SITE_MESSAGES.ratingRange)
    .max(5, SITE_MESSAGES.ratingRange),
  published: z.boolean().default(true),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/** A partial update: any of the fields, at least one. */
export const testimonialUpdateSchema = testimonialInputSchema
  .partial()
  .extend({ published: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, { message: SITE_MESSAGES.nothingToUpdate });
export type TestimonialUpdate = z.infer<typeof testimonialUpdateSchema>;

export type Testimonial = {
  id: string;
  quote: string;
  authorLabel: string;
  rating: number;
  published: boolean;
  createdAt: string;
};

/** The public list shows only published entries and no admin fields. */
export type PublicTestimonial = Pick<Testimonial, 'id' | 'quote' | 'authorLabel' | 'rating'>;

export const featuredChoiceSchema = z.object({ contentId: uuidSchema() });

/** The landing page's featured video: the admins' choice, else the newest published item; null hides it. */
export type FeaturedVideo = { item: FeedItem | null };

/** GET /api/admin/site/featured: the admins' current pick (null: none, the newest item is shown) and what is shown. */
export type AdminFeatured = { pick: FeedItem | null; shown: FeedItem | null };

export const SOCIAL_NETWORKS = ['instagram', 'youtube', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The footer's facts: the support address and the social links that are configured (none by default). */
export type SiteFooterInfo = {
  supportEmail: string;
  social: { network: SocialNetwork; url: string }[];
};
