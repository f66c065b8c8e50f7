// The creator's analytics: aggregates over counted views only, per day, per item and per audience bucket.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content, contentComments, contentLikes, contentViews } from '#server/db/schema/content';

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
