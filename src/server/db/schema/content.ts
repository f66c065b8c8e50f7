// Content and everything people do with it: votes, views, likes, comments, reports.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type ContentValues,
  itemLevels,
  UNKNOWN_LEVEL,
  VALUE_AXES,
  type ValueSources,
} from '#shared/content-values';
import {
  AGE_BAND_VALUES,
  CATEGORIES,
  CONTENT_RATINGS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  LANGUAGES,
  REPORT_REASONS,
  SOURCE_TYPES,
} from '#shared/domain';
import { AUDIO_MIXES } from '#shared/soundtracks';
import { children } from './children';
import { oneOf } from './sql-lists';
import { creatorProfiles, users } from './users';

export const content = pgTable(
  'content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /**
     * The title as search compares it (search_normalize, migration 0032): Arabic and Urdu letter variants unified,
     * harakat and tatweel removed, digits in ASCII, Latin lower-cased. Searches normalise their words the same way.
     */
    titleSearch: text('title_search').notNull().generatedAlwaysAs(sql`search_normalize(title)`),
    description: text('description').notNull().default(''),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    category: text('category', { enum: CATEGORIES }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    language: text('language', { enum: LANGUAGES }).notNull().default('English'),
    /**
     * The age band (1-4). Null only on a draft whose creator has not chosen one yet: no audience is assumed for an
     * item, and every other status must have one (content_age_range_chosen_check).
     */
    ageRange: smallint('age_range'),
    contentType: smallint('content_type').notNull().default(1),
    /** Minutes; submissions allow tenths of a minute. */
    duration: doublePrecision('duration').notNull().default(0),
    /** The feed's duration filter (0-5, 5-10, 10-20, 20+ minutes as 0-3), kept by PostgreSQL (migration 0015). */
    durationBucket: smallint('duration_bucket')
      .notNull()
      .generatedAlwaysAs(sql`content_duration_bucket(duration)`),
    /**
     * The spec's music flag, always `music <> 'none'` (content_music_consistent_check). Trigger content_music_sync
     * keeps the two in step for a writer that sets only one of them.
     */
    hasMusic: boolean('has_music').notNull().default(false),
    // The values axes (shared/content-values.ts): the published level of each, or 'unknown'.
    music: text('music', { enum: itemLevels('music') as [string, ...string[]] })
      .notNull()
      .default(UNKNOWN_LEVEL),
    faces: text('faces', { enum: itemLevels('faces') as [string, ...string[]] })
      .notNull()
      .default(UNKNOWN_LEVEL),
    magic: text('magic', { enum: itemLevels('magic') as [string, ...string[]] })
      .notNull()
      .default(UNKNOWN_LEVEL),
    imagery: text('imagery', { enum: itemLevels('imagery') as [string, ...string[]] })
      .notNull()
      .default(UNKNOWN_LEVEL),
    dancing: text('dancing', { enum: itemLevels('dancing') as [string, ...string[]] })
      .notNull()
      .default(UNKNOWN_LEVEL),
    /** Who set each axis's published value (creator, parents, moderator); an absent axis: nobody yet. */
    valueSources: jsonb('value_sources').$type<ValueSources>().notNull().default({}),
    /** What the creator declared on submission (the moderator sees it beside the parents' answers); null: nothing. */
    declaredValues: jsonb('declared_values').$type<Partial<ContentValues>>(),
    /** An instrument-free soundtrack is ready as an alternate audio rendition of this item's HLS. */
    vocalsMix: boolean('vocals_mix').notNull().default(false),
    /**
     * The five axes summed up as bits for the child policy's one test `values_bits & mask = 0` (the bit layout and
     * the mask: src/server/catalog/values-mask.ts). Carried by the feed's covering indexes and counted in
     * content_values_counts (migration 0041, which Drizzle does not model).
     */
    valuesBits: smallint('values_bits')
      .notNull()
      .generatedAlwaysAs(
        sql`((case when vocals_mix or music <> 'none' then 1 else 0 end)
          | (case when not vocals_mix and music in ('percussion', 'instruments', 'unknown') then 2 else 0 end)
          | (case when not vocals_mix and music in ('instruments', 'unknown') then 4 else 0 end)
          | (case when faces <> 'none' then 8 else 0 end)
          | (case when magic <> 'none' then 16 else 0 end)
          | (case when imagery <> 'none' then 32 else 0 end)
          | (case when dancing <> 'none' then 64 else 0 end))::smallint`,
      ),
    contentRating: text('content_rating', { enum: CONTENT_RATINGS }).notNull().default('G'),
    shariahAnalysis: smallint('shariah_analysis').notNull().default(100),
    sourceType: text('source_type', { enum: SOURCE_TYPES }).notNull(),
    youtubeUrl: text('youtube_url'),
    /** The 11-character id parsed from youtube_url; unique so a video is never on the platform twice. */
    youtubeVideoId: text('youtube_video_id').unique(),
    videoUrl: text('video_url'),
    thumbnailUrl: text('thumbnail_url'),
    instagramStoryId: text('instagram_story_id'),
    instagramUsername: text('instagram_username'),
    instagramReelId: text('instagram_reel_id'),
    instagramReelUsername: text('instagram_reel_username'),
    tiktokVideoId: text('tiktok_video_id'),
    tiktokUsername: text('tiktok_username'),
    socialMediaMetadata: jsonb('social_media_metadata').$type<Record<string, unknown>>(),
    creatorProfileId: uuid('creator_profile_id').references(() => creatorProfiles.id, {
      onDelete: 'set null',
    }),
    /**
     * A demo item standing for a video on YouTube, Instagram or TikTok that does not exist: shown as an example,
     * never played (the demo library's own videos are real uploads).
     */
    example: boolean('example').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    /** Uniform random key: random sort reads an index range from a random point instead of sorting the table. */
    randomKey: doublePrecision('random_key').notNull().default(sql`random()`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The creator's chosen publication time (UTC); a moderator's approval makes the item 'scheduled' until then. */
    scheduledPublishAt: timestamp('scheduled_publish_at', { withTimezone: true }),
    /**
     * Which version of the item's reviewed fields this is. PostgreSQL adds one whenever title, description,
     * category, tags, language, age range, music or rating change (trigger content_new_revision, which also clears
     * the parents' votes and sends a parent-approved item back to pending): a moderator's Publish names the
     * revision they saw, so an item that changed since is never published unseen.
     */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_status_check', oneOf(t.status, CONTENT_STATUSES)),
    check('content_category_check', oneOf(t.category, CATEGORIES)),
    check('content_language_check', oneOf(t.language, LANGUAGES)),
    check('content_age_range_check', oneOf(t.ageRange, AGE_BAND_VALUES)),
    check('content_age_range_chosen_check', sql`${t.status} = 'draft' or ${t.ageRange} is not null`),
    check('content_type_check', oneOf(t.contentType, CONTENT_TYPES)),
    check('content_rating_check', oneOf(t.contentRating, CONTENT_RATINGS)),
    ...VALUE_AXES.map((axis) => check(`content_${axis}_check`, oneOf(t[axis], itemLevels(axis)))),
    check('content_music_consistent_check', sql`${t.hasMusic} = (${t.music} <> 'none')`),
    check('content_source_type_check', oneOf(t.sourceType, SOURCE_TYPES)),
    check('content_shariah_check', sql`${t.shariahAnalysis} between 0 and 100`),
    check('content_duration_check', sql`${t.duration} >= 0`),
    check('content_view_count_check', sql`${t.viewCount} >= 0`),
    check(
      'content_rejection_reason_check',
      sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`,
    ),
    // The feed reads published rows only; partial indexes keep them small and serve each sort. The recent, random
    // and language/source indexes also carry every facet and the normalised title (INCLUDE, migrations 0025 and
    // 0033, which Drizzle does not model): a walk along them reads no table rows.
    index('content_published_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('content_published_random_idx').on(t.randomKey).where(sql`${t.status} = 'published'`),
    index('content_published_age_recent_idx')
      .on(t.ageRange, t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('content_published_category_recent_idx')
      .on(t.category, t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('content_published_language_recent_idx')
      .on(t.language, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('content_published_source_recent_idx')
      .on(t.sourceType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('content_title_search_trgm_idx')
      .using('gin', sql`${t.titleSearch} gin_trgm_ops`)
      .where(sql`${t.status} = 'published'`),
    index('content_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('content_creator_created_idx').on(t.creatorProfileId, t.createdAt.desc().nullsFirst()),
    index('content_scheduled_due_idx').on(t.scheduledPublishAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

export const contentVotes = pgTable(
  'content_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: boolean('vote').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_votes_content_parent_key').on(t.contentId, t.parentId)],
);

/** A parent's factual answer on one values axis of an item (one per parent, item and axis; counted by tallyAxis). */
export const contentValueVotes = pgTable(
  'content_value_votes',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    axis: text('axis', { enum: VALUE_AXES }).notNull(),
    level: text('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.parentId, t.axis] }),
    check('content_value_votes_axis_check', oneOf(t.axis, VALUE_AXES)),
    check(
      'content_value_votes_level_check',
      sql`${sql.join(
        VALUE_AXES.map(
          (axis) => sql`(${t.axis} = ${sql.raw(`'${axis}'`)} and ${oneOf(t.level, itemLevels(axis))})`,
        ),
        sql.raw(' or '),
      )}`,
    ),
    index('content_value_votes_parent_idx').on(t.parentId),
  ],
);

export const contentViews = pgTable(
  'content_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    viewDuration: integer('view_duration').notNull().default(0),
    /** The soundtrack this view played: the item's main mix, or its vocals-only mix (a child who may not hear instruments). */
    audioMix: text('audio_mix', { enum: AUDIO_MIXES }).notNull().default('main'),
    userAgent: text('user_agent'),
    isBot: boolean('is_bot').notNull().default(false),
    /**
     * Set only on a view that counted: a keyed hash of the client address (IPv6 by /64) and this content id, never
     * the address itself; it caps counted views per address and item (decision 008). Null on every other view.
     */
    countedAddressHash: text('counted_address_hash'),
    /** The view counted (not a bot, outside the cooldown, within the address cap); kept after the hash is purged. */
    counted: boolean('counted').notNull().default(false),
    viewedDate: date('viewed_date').notNull().default(sql`current_date`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_views_duration_check', sql`${t.viewDuration} >= 0`),
    check('content_views_audio_mix_check', oneOf(t.audioMix, AUDIO_MIXES)),
    index('content_views_child_created_idx').on(t.childId, t.createdAt.desc().nullsFirst()),
    index('content_views_content_device_idx').on(t.contentId, t.deviceId, t.createdAt.desc().nullsFirst()),
    // The signed-in viewer's 24 h cooldown; anonymous views (no viewer) are left out of it.
    index('content_views_content_viewer_idx')
      .on(t.contentId, t.viewerId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.viewerId} is not null`),
    // Counted views per client address and item in the last 24 h: at most a handful of rows per address.
    index('content_views_content_address_idx')
      .on(t.contentId, t.countedAddressHash, t.createdAt.desc().nullsFirst())
      .where(sql`${t.countedAddressHash} is not null`),
    index('content_views_created_idx').on(t.createdAt),
    // Creator analytics: counted views of an item in a date range.
    index('content_views_counted_content_created_idx').on(t.contentId, t.createdAt).where(sql`${t.counted}`),
  ],
);

export const contentLikes = pgTable(
  'content_likes',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'content_likes_pkey', columns: [t.contentId, t.userId] }),
    index('content_likes_content_created_idx').on(t.contentId, t.createdAt),
  ],
);

export const contentComments = pgTable(
  'content_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_comments_length_check', sql`char_length(${t.content}) between 1 and 2000`),
    index('content_comments_content_created_idx').on(t.contentId, t.createdAt.desc().nullsFirst()),
  ],
);

export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('content_reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
    check('content_reports_status_check', oneOf(t.status, ['open', 'dismissed', 'actioned'])),
    index('content_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);
