// A parent's per-child content lists: collections the parent builds and names, what is approved for a child
// (videos, creators, collections: the child's "approved content only" mode reads them) and what is blocked for a
// child (videos, creators: always hidden). Each approval or block names exactly one target; one row per target.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_KINDS, BLOCK_KINDS, CONTENT_RULE_LIMITS } from '#shared/child-content-rules';
import { children } from './children';
import { content } from './content';
import { oneOf } from './sql-lists';
import { creatorProfiles, users } from './users';

export const contentCollections = pgTable(
  'content_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'content_collections_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(CONTENT_RULE_LIMITS.collectionNameMax))}`,
    ),
    // One name per parent, whatever its case: two collections called "Stories" would be confusing in the menus.
    uniqueIndex('content_collections_parent_name_idx').on(t.parentId, sql`lower(${t.name})`),
  ],
);

export const contentCollectionItems = pgTable(
  'content_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => contentCollections.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.contentId] }),
    // Deleting a video finds its collection rows through this index.
    index('content_collection_items_content_idx').on(t.contentId),
  ],
);

export const childApprovals = pgTable(
  'child_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
    contentId: uuid('content_id').references(() => content.id, { onDelete: 'cascade' }),
    creatorProfileId: uuid('creator_profile_id').references(() => creatorProfiles.id, {
      onDelete: 'cascade',
    }),
    collectionId: uuid('collection_id').references(() => contentCollections.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('child_approvals_kind_check', oneOf(t.kind, APPROVAL_KINDS)),
    check(
      'child_approvals_target_check',
      sql`(${t.kind} = 'video' and ${t.contentId} is not null and ${t.creatorProfileId} is null and ${t.collectionId} is null)
        or (${t.kind} = 'creator' and ${t.creatorProfileId} is not null and ${t.contentId} is null and ${t.collectionId} is null)
        or (${t.kind} = 'collection' and ${t.collectionId} is not null and ${t.contentId} is null and ${t.creatorProfileId} is null)`,
    ),
    // One row per target; each also answers the child policy's "this child's approved …" lists index-only.
    uniqueIndex('child_approvals_child_content_idx')
      .on(t.childId, t.contentId)
      .where(sql`${t.contentId} is not null`),
    uniqueIndex('child_approvals_child_creator_idx')
      .on(t.childId, t.creatorProfileId)
      .where(sql`${t.creatorProfileId} is not null`),
    uniqueIndex('child_approvals_child_collection_idx')
      .on(t.childId, t.collectionId)
      .where(sql`${t.collectionId} is not null`),
    index('child_approvals_child_created_idx').on(t.childId, t.createdAt.desc().nullsFirst()),
    // Deleting a collection or a creator finds the approvals naming it.
    index('child_approvals_collection_idx').on(t.collectionId).where(sql`${t.collectionId} is not null`),
    index('child_approvals_creator_idx').on(t.creatorProfileId).where(sql`${t.creatorProfileId} is not null`),
    index('child_approvals_content_idx').on(t.contentId).where(sql`${t.contentId} is not null`),
  ],
);

export const childBlocks = pgTable(
  'child_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BLOCK_KINDS }).notNull(),
    contentId: uuid('content_id').references(() => content.id, { onDelete: 'cascade' }),
    creatorProfileId: uuid('creator_profile_id').references(() => creatorProfiles.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('child_blocks_kind_check', oneOf(t.kind, BLOCK_KINDS)),
    check(
      'child_blocks_target_check',
      sql`(${t.kind} = 'video' and ${t.contentId} is not null and ${t.creatorProfileId} is null)
        or (${t.kind} = 'creator' and ${t.creatorProfileId} is not null and ${t.contentId} is null)`,
    ),
    uniqueIndex('child_blocks_child_content_idx')
      .on(t.childId, t.contentId)
      .where(sql`${t.contentId} is not null`),
    uniqueIndex('child_blocks_child_creator_idx')
      .on(t.childId, t.creatorProfileId)
      .where(sql`${t.creatorProfileId} is not null`),
    index('child_blocks_child_created_idx').on(t.childId, t.createdAt.desc().nullsFirst()),
    index('child_blocks_creator_idx').on(t.creatorProfileId).where(sql`${t.creatorProfileId} is not null`),
    index('child_blocks_content_idx').on(t.contentId).where(sql`${t.contentId} is not null`),
  ],
);
