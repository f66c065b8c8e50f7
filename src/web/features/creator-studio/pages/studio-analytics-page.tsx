// /dashboard/creator/analytics: views over time (chart and table), watch time, likes, comments and completion for
// the last 7, 28 or 90 days, for the whole channel or one video; the figures as CSV; and the audience by age band,
// language and device type only, where any group under 10 viewers reads "fewer than 10" (the server never sends it).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ANALYTICS_RANGES, type AnalyticsRange, type AudienceBucket } from '#shared/creator-studio.schema';
import { ErrorBanner } from '#web/components/banner';
import { buttonClasses } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { Chart } from '#web/lib/charts/chart';
import { formatNumber } from '#web/lib/format';
import { messageText } from '#web/lib/i18n/message-text';
import { analyticsExportUrl, useAnalytics, useMyVideos } from '../api/studio-queries';
import { StudioFrame } from '../components/studio-frame';
import { formatMinutes, formatPercent, formatShortDay } from '../lib/studio-format';

function Figure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div
      className={`rounded-2xl border border-stone-200 bg-stone-50 p-4 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}
    >
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-stone-900">{value}</dd>
    </div>
  );
}

function AudienceList({
  title,
  buckets,
  label,
}: {
  title: string;
  buckets: AudienceBucket[];
  label: (key: string) => string;
}) {
  const { t } = useTranslation('creator-studio');
  return (
    <div>
      <h3 className="font-bold text-stone-900">{title}</h3>
      {buckets.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('audience.none')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {buckets.map((bucket) => (
            <li key={bucket.key} className="flex justify-between gap-3 border-b border-stone-100 py-1">
              <span>{label(bucket.key)}</span>
              <span className="font-semibold whitespace-nowrap">
                {bucket.fewerThanThreshold
                  ? t('audience.fewerThan10')
                  : t('audience.viewers', {
                      count: bucket.viewers ?? 0,
                      formatted: formatNumber(bucket.viewers ?? 0),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StudioAnalyticsPage() {
  const { t } = useTranslation('creator-studio');
  const [params, setParams] = useSearchParams();
  const rangeParam = Number(params.get('range'));
  const range: AnalyticsRange = (ANALYTICS_RANGES as readonly number[]).includes(rangeParam)
    ? (rangeParam as AnalyticsRange)
    : 28;
  const contentId = params.get('video');
  const analytics = useAnalytics(range, contentId);
  const videos = useMyVideos('all', '');
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = analytics.data;
  const label = (group: 'ageBands' | 'languages' | 'devices') => (key: string) =>
    t(`audience.${group}.${key}`, { defaultValue: key });

  return (
    <StudioFrame>
      <section
        aria-labelledby="analytics-heading"
        className="space-y-5 rounded-3xl border border-stone-200 bg-white p-5"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="analytics-heading" className="text-xl font-bold text-stone-900">
            {t('analytics.title')}
          </h2>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('analytics.range')}</legend>
            {ANALYTICS_RANGES.map((days) => (
              <button
                key={days}
                type="button"
                aria-pressed={days === range}
                onClick={() => set('range', String(days))}
                className={buttonClasses({ size: 'sm', variant: days === range ? 'primary' : 'secondary' })}
              >
                {t('analytics.lastDays', { count: days })}
              </button>
            ))}
          </fieldset>
        </div>
        <SelectField
          className="max-w-md"
          label={t('analytics.video')}
          value={contentId ?? ''}
          onValueChange={(value) => set('video', value || null)}
          options={[
            { value: '', label: t('analytics.allVideos') },
            ...(videos.data?.items ?? [])
              .filter((video) => video.status !== 'draft')
              .map((video) => ({ value: video.id, label: video.title, translate: 'no' as const })),
          ]}
        />
        {analytics.isPending ? (
          <LoadingState />
        ) : analytics.isError || !data ? (
          <ErrorBanner>{messageText(errorMessage(analytics.error))}</ErrorBanner>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              <Figure label={t('analytics.views')} value={formatNumber(data.totals.views)} />
              <Figure label={t('analytics.watchMinutes')} value={formatMinutes(data.totals.watchSeconds)} />
              <Figure label={t('analytics.likes')} value={formatNumber(data.totals.likes)} />
              <Figure label={t('analytics.comments')} value={formatNumber(data.totals.comments)} />
              <Figure
                label={t('analytics.completion')}
                value={formatPercent(data.totals.completionRate)}
                wide
              />
            </dl>
            <p className="text-sm text-stone-600">{t('analytics.countedOnly')}</p>
            <Chart
              kind="line"
              title={t('analytics.chartTitle', { count: range })}
              labels={data.days.map((day) => formatShortDay(day.date))}
              series={[{ label: t('analytics.views'), values: data.days.map((day) => day.views) }]}
            />
            <div className="flex flex-wrap gap-2">
              <a
                href={analyticsExportUrl(range, contentId, 'days')}
                download
                className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              >
                {t('analytics.downloadDays')}
              </a>
              <a
                href={analyticsExportUrl(range, contentId, 'videos')}
                download
                className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              >
                {t('analytics.downloadVideos')}
              </a>
            </div>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-start text-sm">
                <caption className="mb-2 text-start font-bold text-stone-900">
                  {t('analytics.tableCaption')}
                </caption>
                <thead>
                  <tr className="border-b border-stone-200 text-stone-600">
                    <th scope="col" className="py-2 text-start">
                      {t('analytics.video')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('analytics.views')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('analytics.watchMinutes')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('analytics.likes')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('analytics.comments')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('analytics.completion')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.videos.length === 0 ? (
                    <tr>
                      <td colSpan={6} className="py-3 text-stone-600">
                        {t('analytics.noVideos')}
                      </td>
                    </tr>
                  ) : (
                    data.videos.map((video) => (
                      <tr key={video.id} className="border-b border-stone-100">
                        <th scope="row" className="py-2 text-start font-semibold">
                          <Link
                            to={`?range=${range}&video=${video.id}`}
                            translate="no"
                            dir="auto"
                            className={TEXT_LINK}
                          >
                            {video.title}
                          </Link>
                        </th>
                        <td className="py-2 text-end">{formatNumber(video.views)}</td>
                        <td className="py-2 text-end">{formatMinutes(video.watchSeconds)}</td>
                        <td className="py-2 text-end">{formatNumber(video.likes)}</td>
                        <td className="py-2 text-end">{formatNumber(video.comments)}</td>
                        <td className="py-2 text-end">{formatPercent(video.completionRate)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <section
        aria-labelledby="audience-heading"
        className="rounded-3xl border border-stone-200 bg-white p-5"
      >
        <h2 id="audience-heading" className="text-xl font-bold text-stone-900">
          {t('audience.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('audience.privacy')}</p>
        {data ? (
          <div className="mt-4 grid gap-5 sm:grid-cols-3">
            <AudienceList
              title={t('audience.ageBand')}
              buckets={data.audience.ageBands}
              label={label('ageBands')}
            />
            <AudienceList
              title={t('audience.language')}
              buckets={data.audience.languages}
              label={label('languages')}
            />
            <AudienceList
              title={t('audience.device')}
              buckets={data.audience.devices}
              label={label('devices')}
            />
          </div>
        ) : null}
      </section>
    </StudioFrame>
  );
}
