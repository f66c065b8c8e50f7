// The landing page's curated parts: testimonials written down by admins (no children's names) and the featured
// videos admins pick (the newest pick that is still published is shown).
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { content } from './content';
import { users } from './users';

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quote: text('quote').notNull(),
    /** Who said it, as a parent would sign it: "Mother of two, Leeds". Never a child's name. */
    authorLabel: text('author_label').notNull(),
    rating: smallint('rating').notNull(),
    published: boolean('published').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    check('testimonials_quote_length_check', sql`char_length(${t.quote}) between 1 and 600`),
    check('testimonials_author_length_check', sql`char_length(${t.authorLabel}) between 1 and 80`),
    index('testimonials_published_created_idx').on(t.published, t.createdAt.desc()),
  ],
);

export const featuredContent = pgTable(
  'featured_content',
  {
    contentId: uuid('content_id')
      .primaryKey()
      .references(() => content.id, { onDelete: 'cascade' }),
    featuredAt: timestamp('featured_at', { withTimezone: true }).notNull().defaultNow(),
    featuredBy: text('featured_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('featured_content_featured_at_idx').on(t.featuredAt.desc())],
);
