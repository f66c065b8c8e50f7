// The demo catalog's views, as rows: an item's public count is exactly its counted views, so a demo creator's
// analytics add up to the figures on the cards. Anonymous viewers on invented devices; all within the last 90
// days (the studio's widest range), none before the item was published; watch time a share of the real duration.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/** Analytics' widest range is 90 days; every demo view falls inside it on the day of the seed. */
const VIEW_WINDOW_DAYS = 89;
/** Invented devices the views are spread over (no person behind them). */
const DEMO_DEVICES = 997;

/**
 * Inserts `viewCount` counted views for each of these items (by id), between its publication (or 89 days ago,
 * whichever is later) and `now`. About a third are watched to the end.
 */
export async function insertDemoViews(db: DbOrTx, contentIds: string[], now: Date): Promise<void> {
  if (contentIds.length === 0) return;
  const windowStart = new Date(now.getTime() - VIEW_WINDOW_DAYS * 24 * 3600_000);
  await db.execute(sql`
    with items as (
      select c.id, c.view_count, c.duration,
        greatest(coalesce(c.published_at, c.created_at), ${windowStart.toISOString()}::timestamptz) as since
      from content c where c.id = any(${`{${contentIds.join(',')}}`}::uuid[]) and c.view_count > 0),
    views as (
      select i.id, n, i.since + random() * (${now.toISOString()}::timestamptz - i.since) as at,
        floor(i.duration * 60 * least(1, 0.15 + random()))::int as seconds
      from items i cross join lateral generate_series(1, i.view_count) as n)
    insert into content_views (content_id, device_id, view_duration, counted, viewed_date, created_at)
    select id, 'demo-device-' || (abs(hashtext(id::text || n::text)) % ${DEMO_DEVICES}), seconds, true,
      (at at time zone 'UTC')::date, at
    from views`);
}
