// Creator analytics over counted views only (bots and views over the per-device and per-address caps never count;
// decision 008): views over time, watch time, likes, comments, completion; audience by age band, language and device
// type only, with every bucket under the privacy threshold withheld here, on the server.
import { stringify } from 'csv-stringify/sync';
import type { DbOrTx } from '#server/db/client';
import { contentById } from '#server/db/repos/content.repo';
import { creatorProfileIdOfUser } from '#server/db/repos/creator-profiles.repo';
import { notFound } from '#server/http/app-error';
import {
  type AnalyticsFigures,
  type AnalyticsRange,
  AUDIENCE_PRIVACY_THRESHOLD,
  type AudienceBucket,
  type CreatorAnalytics,
} from '#shared/creator-studio.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { audienceFigures, type DayRow, dailyFigures, videoFigures } from './analytics.repo';

function figures(row: Omit<DayRow, 'day'>): AnalyticsFigures {
  const measurable = Number(row.measurable);
  return {
    views: Number(row.views),
    watchSeconds: Number(row.watch_seconds),
    likes: Number(row.likes),
    comments: Number(row.comments),
    completionRate: measurable > 0 ? Number(row.completed) / measurable : null,
  };
}

/** The one place a viewer count becomes visible: under the threshold it is dropped, never sent. */
export function privateBucket(key: string, viewers: number): AudienceBucket {
  return viewers < AUDIENCE_PRIVACY_THRESHOLD
    ? { key, viewers: null, fewerThanThreshold: true }
    : { key, viewers, fewerThanThreshold: false };
}

export async function creatorAnalytics(
  db: DbOrTx,
  userId: string,
  query: { range: AnalyticsRange; contentId?: string | undefined },
): Promise<CreatorAnalytics> {
  const profileId = await creatorProfileIdOfUser(db, userId);
  if (
    query.contentId &&
    (!profileId || !(await contentById(db, query.contentId, { ofCreatorProfile: profileId })))
  )
    throw notFound(PIPELINE_MESSAGES.contentNotFound);
  const [days, videos, audience] = profileId
    ? await Promise.all([
        dailyFigures(db, profileId, query.contentId, query.range),
        videoFigures(db, profileId, query.contentId, query.range),
        audienceFigures(db, profileId, query.contentId, query.range),
      ])
    : [[], [], []];
  const sum = (key: keyof Omit<DayRow, 'day'>) => days.reduce((total, row) => total + Number(row[key]), 0);
  const bucketsOf = (dimension: 'age' | 'language' | 'device') =>
    audience
      .filter((row) => row.dimension === dimension)
      .map((row) => privateBucket(row.key, Number(row.viewers)))
      .sort((a, b) => (b.viewers ?? -1) - (a.viewers ?? -1) || a.key.localeCompare(b.key));
  const today = new Date();
  const from = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (query.range - 1)),
  );
  return {
    range: query.range,
    from: days[0]?.day ?? from.toISOString().slice(0, 10),
    to: days.at(-1)?.day ?? today.toISOString().slice(0, 10),
    contentId: query.contentId ?? null,
    totals: figures({
      views: sum('views'),
      watch_seconds: sum('watch_seconds'),
      completed: sum('completed'),
      measurable: sum('measurable'),
      likes: sum('likes'),
      comments: sum('comments'),
    }),
    days: days.map((row) => ({ date: row.day, ...figures(row) })),
    videos: videos.map((row) => ({ id: row.id, title: row.title, ...figures(row) })),
    audience: { ageBands: bucketsOf('age'), languages: bucketsOf('language'), devices: bucketsOf('device') },
  };
}

const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));
const minutes = (seconds: number) => (seconds / 60).toFixed(1);

/** The table the studio shows, as CSV (RFC 4180 quoting by csv-stringify); titles are people's text. */
export function analyticsCsv(analytics: CreatorAnalytics, table: 'days' | 'videos'): string {
  const columns = ['views', 'watch_time_minutes', 'likes', 'comments', 'completion_rate_percent'];
  const cells = (row: AnalyticsFigures) => [
    row.views,
    minutes(row.watchSeconds),
    row.likes,
    row.comments,
    percent(row.completionRate),
  ];
  const rows =
    table === 'days'
      ? [['date', ...columns], ...analytics.days.map((row) => [row.date, ...cells(row)])]
      : [
          ['content_id', 'title', ...columns],
          // A title starting with = + - @ could run as a formula in a spreadsheet: it is led by a quote mark.
          ...analytics.videos.map((row) => [
            row.id,
            /^[=+\-@\t\r]/.test(row.title) ? `'${row.title}` : row.title,
            ...cells(row),
          ]),
        ];
  return stringify(rows, { record_delimiter: 'windows' });
}
