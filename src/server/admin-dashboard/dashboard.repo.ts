// The admin dashboard's aggregate queries: one round trip per figure or chart, counted in SQL, never row by row.
// "Active" (documented in decision 021-a2): a user with a session created or refreshed, a counted view or a comment
// in the period — real activity rows, not a last-login column.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import type { DistributionGroup } from '#shared/site-settings.schema';

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** The distinct active user ids since a moment, as a SQL fragment (used by the card and the chart). */
const activitySince = (since: ReturnType<typeof sql>) => sql`
  select user_id, updated_at as at from sessions where updated_at >= ${since}
  union all
  select user_id, created_at as at from sessions where created_at >= ${since}
  union all
  select viewer_id as user_id, created_at as at from content_views
    where created_at >= ${since} and viewer_id is not null and not is_bot
  union all
  select user_id, created_at as at from content_comments where created_at >= ${since}`;

export async function countUsers(db: DbOrTx): Promise<{ total: number; active7: number }> {
  const [row] = await rows<{ total: number; active7: number }>(
    db,
    sql`select (select count(*)::int from users) as total,
      (select count(distinct a.user_id)::int from (${activitySince(sql`now() - interval '7 days'`)}) a
        join users u on u.id = a.user_id) as active7`,
  );
  return { total: row?.total ?? 0, active7: row?.active7 ?? 0 };
}

/** Parents with an active or trialing subscription, over all parents. */
export async function countConversion(db: DbOrTx): Promise<{ parents: number; paying: number }> {
  const [row] = await rows<{ parents: number; paying: number }>(
    db,
    sql`select count(*)::int as parents,
      count(s.user_id) filter (where s.status in ('active', 'trialing'))::int as paying
      from users u left join subscriptions s on s.user_id = u.id where u.role = 'parent'`,
  );
  return { parents: row?.parents ?? 0, paying: row?.paying ?? 0 };
}

/** Distinct active users per UTC day over the last `days` days, oldest first, days without activity as 0. */
export async function dailyActiveUsers(db: DbOrTx, days: number): Promise<{ day: string; users: number }[]> {
  return rows(
    db,
    sql`with activity as (${activitySince(sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc' - make_interval(days => ${days - 1})`)})
      select to_char(d.day, 'YYYY-MM-DD') as day, count(distinct a.user_id)::int as users
      from generate_series(
        (now() at time zone 'utc')::date - (${days}::int - 1), (now() at time zone 'utc')::date, interval '1 day'
      ) as d(day)
      left join activity a on (a.at at time zone 'utc')::date = d.day::date
      group by d.day order by d.day`,
  );
}

export async function userDistribution(
  db: DbOrTx,
  by: DistributionGroup,
): Promise<{ label: string; users: number }[]> {
  if (by === 'role') {
    return rows(
      db,
      sql`select role as label, count(*)::int as users from users group by role order by users desc`,
    );
  }
  if (by === 'status') {
    return rows(
      db,
      sql`select case when suspended_at is not null then 'suspended'
          when not email_verified then 'unverified' else 'active' end as label, count(*)::int as users
        from users group by 1 order by users desc`,
    );
  }
  // Region: the country on the person's parent or creator profile; people without one are counted as unknown.
  return rows(
    db,
    sql`select coalesce(nullif(trim(coalesce(p.country, c.country)), ''), '') as label, count(*)::int as users
      from users u
      left join parent_profiles p on p.user_id = u.id
      left join creator_profiles c on c.user_id = u.id
      group by 1 order by users desc limit 12`,
  );
}

export async function databaseReachable(db: DbOrTx): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}

/** pg-boss's own tables: how many jobs failed in the last day (its schema exists once the queue has started). */
export async function failedJobsLastDay(db: DbOrTx): Promise<number | null> {
  const [exists] = await rows<{ found: boolean }>(
    db,
    sql`select to_regclass('pgboss.job') is not null as found`,
  );
  if (!exists?.found) return null;
  const [row] = await rows<{ failed: number }>(
    db,
    sql`select count(*)::int as failed from pgboss.job where state = 'failed' and created_on > now() - interval '1 day'`,
  );
  return row?.failed ?? 0;
}
