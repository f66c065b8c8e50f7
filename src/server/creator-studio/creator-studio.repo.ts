// Every query of the creator studio (decision 017): the caller's own items (always filtered by their creator
// profile, so someone else's item is simply not found), drafts, schedules, message threads, revisions, and the
// analytics aggregates over counted views only.
import { and, desc, eq, gt, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { isForeignKeyViolation } from '#server/db/errors';
import { content, contentComments, contentLikes, contentViews } from '#server/db/schema/content';
import {
  contentMessages,
  contentRevisions,
  contentThreadReads,
  type RevisionFields,
} from '#server/db/schema/creator-studio';
import { contentScreenings } from '#server/db/schema/moderation';
import { creatorProfiles, users } from '#server/db/schema/users';
import type { ContentStatus } from '#shared/domain';

export async function creatorProfileIdOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId));
  return row?.id;
}

/** Items this user's creator profile made in the last hour (drafts count towards the hourly submission limit). */
export async function itemsInLastHour(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(creatorProfiles.userId, userId), gt(content.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

/** The item if it belongs to this creator profile (locked for update inside a transaction when asked). */
export async function ownItem(db: DbOrTx, profileId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.creatorProfileId, profileId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function anyItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: content.id,
      title: content.title,
      status: content.status,
      creatorProfileId: content.creatorProfileId,
    })
    .from(content)
    .where(eq(content.id, id));
  return row;
}

export type ContentValues = Partial<typeof content.$inferInsert>;

export async function updateItem(db: DbOrTx, id: string, values: ContentValues): Promise<void> {
  await db
    .update(content)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(content.id, id));
}

/**
 * Moves a draft to pending only if it is still a draft; false when another request got there first. A submission is
 * a revision of its own even when no reviewed field changed since the draft was saved (content_new_revision adds
 * the same one when they did).
 */
export async function submitDraftRow(db: DbOrTx, id: string, values: ContentValues): Promise<boolean> {
  const rows = await db
    .update(content)
    .set({
      ...values,
      status: 'pending',
      rejectionReason: null,
      revision: sql`${content.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(content.id, id), eq(content.status, 'draft')))
    .returning({ id: content.id });
  return rows.length === 1;
}

export async function deleteItem(db: DbOrTx, id: string): Promise<void> {
  await db.delete(content).where(eq(content.id, id));
}

export async function clearScreening(db: DbOrTx, contentId: string): Promise<void> {
  await db.delete(contentScreenings).where(eq(contentScreenings.contentId, contentId));
}

/** Another item already holds this source (YouTube video id or social post id). */
export async function sourceTakenByOther(
  db: DbOrTx,
  id: string,
  source: {
    youtubeVideoId: string | null;
    instagramStoryId: string | null;
    instagramReelId: string | null;
    tiktokVideoId: string | null;
  },
): Promise<boolean> {
  const condition = source.youtubeVideoId
    ? eq(content.youtubeVideoId, source.youtubeVideoId)
    : source.instagramStoryId
      ? and(eq(content.sourceType, 'instagram'), eq(content.instagramStoryId, source.instagramStoryId))
      : source.instagramReelId
        ? and(eq(content.sourceType, 'instagram_reel'), eq(content.instagramReelId, source.instagramReelId))
        : and(eq(content.sourceType, 'tiktok'), eq(content.tiktokVideoId, source.tiktokVideoId ?? ''));
  const [row] = await db
    .select({ id: content.id })
    .from(content)
    .where(and(condition, ne(content.id, id)))
    .limit(1);
  return Boolean(row);
}

// ---- My videos ----

/** The outer query's item, spelled out: inside a subquery an unqualified "id" would be the subquery's own. */
const itemId = sql.raw('"content"."id"');

const unreadOf = (userId: string) => sql<number>`(
  select count(*)::int from ${contentMessages} m
  where m.content_id = ${itemId} and m.author_role = 'moderator'
    and m.created_at > coalesce((select r.last_read_at from ${contentThreadReads} r
      where r.content_id = ${itemId} and r.user_id = ${userId}), '-infinity'::timestamptz))`;

export async function myItems(
  db: DbOrTx,
  profileId: string,
  userId: string,
  filter: { status: 'all' | ContentStatus; q: string },
  limit: number,
) {
  const conditions: SQL[] = [eq(content.creatorProfileId, profileId)];
  if (filter.status !== 'all') conditions.push(eq(content.status, filter.status));
  if (filter.q) conditions.push(ilike(content.title, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select({
      id: content.id,
      title: content.title,
      status: content.status,
      scheduledPublishAt: content.scheduledPublishAt,
      publishedAt: content.publishedAt,
      viewCount: content.viewCount,
      hasPendingRevision: sql<boolean>`exists (select 1 from ${contentRevisions} rv where rv.content_id = ${itemId} and rv.status = 'pending')`,
      unreadMessages: unreadOf(userId),
      createdAt: content.createdAt,
      updatedAt: content.updatedAt,
    })
    .from(content)
    .where(and(...conditions))
    .orderBy(desc(content.updatedAt), desc(content.id))
    .limit(limit);
}

// ---- Scheduled publication ----

/** Publishes one scheduled item whose time has come; guarded so it happens exactly once. */
export async function publishDueItem(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(content)
    .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(content.id, id), eq(content.status, 'scheduled'), sql`${content.scheduledPublishAt} <= now()`),
    )
    .returning({ id: content.id });
  return rows.length === 1;
}

/** Publishes every scheduled item whose time has come (the sweep behind the per-item jobs). */
export async function publishAllDue(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .update(content)
    .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(content.status, 'scheduled'), sql`${content.scheduledPublishAt} <= now()`))
    .returning({ id: content.id });
  return rows.map((row) => row.id);
}

// ---- Messages ----

export async function insertMessage(
  db: DbOrTx,
  row: { contentId: string; authorId: string; authorRole: 'creator' | 'moderator'; body: string },
) {
  try {
    const [inserted] = await db.insert(contentMessages).values(row).returning();
    return inserted;
  } catch (error) {
    // The item was deleted by another request after it was checked: no message, and no 500.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

export function threadMessages(db: DbOrTx, contentId: string) {
  return db
    .select({
      id: contentMessages.id,
      authorRole: contentMessages.authorRole,
      kind: contentMessages.kind,
      body: contentMessages.body,
      createdAt: contentMessages.createdAt,
    })
    .from(contentMessages)
    .where(eq(contentMessages.contentId, contentId))
    .orderBy(contentMessages.createdAt, contentMessages.id);
}

/**
 * Marks the thread read for the reader. Best effort: when the item (or the reader's account) was deleted by another
 * request between reading the thread and this write, there is nothing left to mark, and the read still succeeds.
 */
export async function markThreadRead(db: DbOrTx, contentId: string, userId: string): Promise<void> {
  try {
    await db
      .insert(contentThreadReads)
      .values({ contentId, userId, lastReadAt: sql`now()` })
      .onConflictDoUpdate({
        target: [contentThreadReads.contentId, contentThreadReads.userId],
        set: { lastReadAt: sql`now()` },
      });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** The creator's threads (items with at least one message), latest activity first, with unread counts. */
export async function threadsOfCreator(db: DbOrTx, profileId: string, userId: string) {
  const last = sql`(select m.body from ${contentMessages} m where m.content_id = ${itemId} order by m.created_at desc, m.id desc limit 1)`;
  const lastAt = sql`(select max(m.created_at) from ${contentMessages} m where m.content_id = ${itemId})`;
  return db
    .select({
      contentId: content.id,
      title: content.title,
      status: content.status,
      lastMessage: sql<string>`${last}`,
      lastAt: sql<Date>`${lastAt}`.mapWith((value: string | Date) => new Date(value)),
      unread: unreadOf(userId),
    })
    .from(content)
    .where(
      and(
        eq(content.creatorProfileId, profileId),
        sql`exists (select 1 from ${contentMessages} m where m.content_id = ${itemId})`,
      ),
    )
    .orderBy(sql`${lastAt} desc`)
    .limit(100);
}

/** Whom to e-mail about a moderator's message: the creator's account address, name and language. */
export async function creatorContact(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select({
      title: content.title,
      name: creatorProfiles.fullName,
      profileEmail: creatorProfiles.email,
      userEmail: users.email,
      locale: users.locale,
    })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .leftJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(content.id, contentId));
  return row;
}

// ---- Revisions ----

export async function pendingRevision(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentId, contentId), eq(contentRevisions.status, 'pending')));
  return row;
}

/** Replaces the item's waiting revision (at most one waits, by a partial unique index) with this one. */
export async function upsertPendingRevision(
  db: DbOrTx,
  contentId: string,
  authorId: string,
  fields: RevisionFields,
) {
  await db
    .update(contentRevisions)
    .set({ status: 'withdrawn', decidedAt: sql`now()` })
    .where(and(eq(contentRevisions.contentId, contentId), eq(contentRevisions.status, 'pending')));
  const [row] = await db.insert(contentRevisions).values({ contentId, authorId, fields }).returning();
  return row;
}

export async function decideRevision(
  db: DbOrTx,
  id: string,
  status: 'approved' | 'rejected' | 'withdrawn',
  by: string | null,
): Promise<boolean> {
  const rows = await db
    .update(contentRevisions)
    .set({ status, decidedAt: sql`now()`, decidedBy: by })
    .where(and(eq(contentRevisions.id, id), eq(contentRevisions.status, 'pending')))
    .returning({ id: contentRevisions.id });
  return rows.length === 1;
}

// ---- Analytics (counted views only) ----

const utcDay = (column: SQL | typeof contentViews.createdAt) => sql`(${column} at time zone 'UTC')::date`;

function itemScope(profileId: string, contentId: string | undefined): SQL {
  return contentId
    ? sql`c.creator_profile_id = ${profileId} and c.id = ${contentId}`
    : sql`c.creator_profile_id = ${profileId}`;
}

export type DayRow = {
  day: string;
  views: number;
  watch_seconds: number;
  completed: number;
  measurable: number;
  likes: number;
  comments: number;
};

/** One row per UTC day of the range (days without activity included), from the partial counted-views index. */
export async function dailyFigures(
  db: DbOrTx,
  profileId: string,
  contentId: string | undefined,
  days: number,
) {
  const scope = itemScope(profileId, contentId);
  const { rows } = await db.execute<DayRow>(sql`
    with items as (select c.id, c.duration from ${content} c where ${scope}),
    span as (select generate_series(current_date - ${days - 1}::int, current_date, interval '1 day')::date as day),
    v as (
      select ${utcDay(sql`cv.created_at`)} as day, count(*)::int as views,
        coalesce(sum(cv.view_duration), 0)::int as watch_seconds,
        count(*) filter (where i.duration > 0 and cv.view_duration >= i.duration * 60 * 0.9)::int as completed,
        count(*) filter (where i.duration > 0)::int as measurable
      from ${contentViews} cv join items i on i.id = cv.content_id
      where cv.counted and cv.created_at >= (current_date - ${days - 1}::int)::timestamp at time zone 'UTC'
      group by 1),
    l as (
      select ${utcDay(sql`cl.created_at`)} as day, count(*)::int as likes
      from ${contentLikes} cl join items i on i.id = cl.content_id
      where cl.created_at >= (current_date - ${days - 1}::int)::timestamp at time zone 'UTC'
      group by 1),
    m as (
      select ${utcDay(sql`cc.created_at`)} as day, count(*)::int as comments
      from ${contentComments} cc join items i on i.id = cc.content_id
      where cc.created_at >= (current_date - ${days - 1}::int)::timestamp at time zone 'UTC'
      group by 1)
    select to_char(span.day, 'YYYY-MM-DD') as day,
      coalesce(v.views, 0) as views, coalesce(v.watch_seconds, 0) as watch_seconds,
      coalesce(v.completed, 0) as completed, coalesce(v.measurable, 0) as measurable,
      coalesce(l.likes, 0) as likes, coalesce(m.comments, 0) as comments
    from span left join v on v.day = span.day left join l on l.day = span.day left join m on m.day = span.day
    order by span.day`);
  return rows;
}

export type VideoRow = Omit<DayRow, 'day'> & { id: string; title: string };

/** Per item of the creator (or the one item), the same figures over the range. */
export async function videoFigures(
  db: DbOrTx,
  profileId: string,
  contentId: string | undefined,
  days: number,
) {
  const scope = itemScope(profileId, contentId);
  const since = sql`(current_date - ${days - 1}::int)::timestamp at time zone 'UTC'`;
  const { rows } = await db.execute<VideoRow>(sql`
    select c.id, c.title,
      coalesce(v.views, 0) as views, coalesce(v.watch_seconds, 0) as watch_seconds,
      coalesce(v.completed, 0) as completed, coalesce(v.measurable, 0) as measurable,
      coalesce(l.likes, 0) as likes, coalesce(m.comments, 0) as comments
    from ${content} c
    left join lateral (
      select count(*)::int as views, coalesce(sum(cv.view_duration), 0)::int as watch_seconds,
        count(*) filter (where c.duration > 0 and cv.view_duration >= c.duration * 60 * 0.9)::int as completed,
        count(*) filter (where cv.view_duration >= 0 and c.duration > 0)::int as measurable
      from ${contentViews} cv where cv.content_id = c.id and cv.counted and cv.created_at >= ${since}) v on true
    left join lateral (select count(*)::int as likes from ${contentLikes} cl
      where cl.content_id = c.id and cl.created_at >= ${since}) l on true
    left join lateral (select count(*)::int as comments from ${contentComments} cc
      where cc.content_id = c.id and cc.created_at >= ${since}) m on true
    where ${scope} and c.status <> 'draft'
    order by views desc, c.title
    limit 200`);
  return rows;
}

export type AudienceRow = { dimension: 'age' | 'language' | 'device'; key: string; viewers: number };

/**
 * Distinct viewers (a child, else a signed-in account, else a device) of counted views in the range, grouped by
 * age band (from the child's date of birth at the view; 'none' outside child mode), interface language and device
 * type only. Nothing else about a viewer leaves this query.
 */
export async function audienceFigures(
  db: DbOrTx,
  profileId: string,
  contentId: string | undefined,
  days: number,
) {
  const scope = itemScope(profileId, contentId);
  const { rows } = await db.execute<AudienceRow>(sql`
    with v as (
      select coalesce(cv.child_id::text, cv.viewer_id, cv.device_id, cv.id::text) as viewer,
        case
          when ch.id is null then 'none'
          when extract(year from age(cv.created_at::date, ch.date_of_birth)) < 6 then '1'
          when extract(year from age(cv.created_at::date, ch.date_of_birth)) < 9 then '2'
          when extract(year from age(cv.created_at::date, ch.date_of_birth)) < 13 then '3'
          else '4' end as age,
        coalesce(ch.interface_language, u.locale, 'unknown') as language,
        case
          when cv.user_agent ~* '(smart-?tv|tizen|webos|hbbtv|appletv|googletv|crkey)' then 'tv'
          when cv.user_agent ~* '(ipad|tablet)' or (cv.user_agent ~* 'android' and cv.user_agent !~* 'mobile') then 'tablet'
          when cv.user_agent ~* '(mobi|iphone|android)' then 'phone'
          when cv.user_agent is null then 'unknown'
          else 'computer' end as device
      from ${contentViews} cv
      join ${content} c on c.id = cv.content_id
      left join children ch on ch.id = cv.child_id
      left join users u on u.id = cv.viewer_id
      where ${scope} and cv.counted
        and cv.created_at >= (current_date - ${days - 1}::int)::timestamp at time zone 'UTC')
    select 'age' as dimension, age as key, count(distinct viewer)::int as viewers from v group by age
    union all
    select 'language', language, count(distinct viewer)::int from v group by language
    union all
    select 'device', device, count(distinct viewer)::int from v group by device`);
  return rows;
}

/** Any creator's item, locked for a moderator's decision. */
/** Every item of the creator profile of this user, locked FOR UPDATE (their account is being deleted). */
export async function lockItemsOfCreatorUser(db: DbOrTx, userId: string) {
  return db
    .select({ item: content })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(eq(creatorProfiles.userId, userId))
    .for('update', { of: content });
}

export async function deleteItems(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(content).where(inArray(content.id, ids));
}

export async function ownItemAnyCreator(db: DbOrTx, id: string) {
  const [row] = await db.select().from(content).where(eq(content.id, id)).for('update');
  return row;
}
