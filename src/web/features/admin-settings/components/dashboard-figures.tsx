// The admin dashboard's real figures: five stat cards (Total Users, Active Users, Revenue, Conversion
// Rate, System Status) and three charts (User Activity, Revenue Trends, User Distribution) drawn by the shared lazy
// <Chart>, each with its figures as a table too.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_PERIODS,
  type DashboardStats,
  DISTRIBUTION_GROUPS,
  type DistributionGroup,
  REVENUE_PERIODS,
  type RevenuePeriod,
  type SystemCheck,
} from '#shared/site-settings.schema';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { Chart } from '#web/lib/charts/chart';
import { formatNumber } from '#web/lib/format';
import { useActivitySeries, useDashboardStats, useDistribution, useRevenueSeries } from '../api/dashboard';
import {
  formatGigabytes,
  formatMoney,
  formatPercent,
  formatRegion,
  formatShortDay,
} from '../lib/dashboard-format';

function StatCard({
  id,
  label,
  children,
  note,
}: {
  id: string;
  label: string;
  children: ReactNode;
  note?: string;
}) {
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5" data-stat={id}>
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900" data-value>
        {children}
      </dd>
      {note ? <dd className="mt-1 text-xs text-stone-600">{note}</dd> : null}
    </div>
  );
}

function CheckLine({ name, check, detail }: { name: string; check: SystemCheck; detail?: string }) {
  const { t } = useTranslation('admin-settings');
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span className="text-stone-800">{name}</span>
      <span className={`font-semibold ${check.ok ? 'text-emerald-800' : 'text-red-800'}`}>
        <span aria-hidden="true">{check.ok ? '● ' : '▲ '}</span>
        {detail ?? t(check.ok ? 'stats.ok' : 'stats.problem')}
      </span>
    </li>
  );
}

function SystemStatus({ system }: { system: DashboardStats['system'] }) {
  const { t } = useTranslation('admin-settings');
  const allOk = Object.values(system).every((check) => check.ok);
  return (
    <div
      className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:col-span-2 sm:p-5 xl:col-span-4"
      data-stat="system"
    >
      <dt className="text-sm font-semibold text-stone-700">{t('stats.system')}</dt>
      <dd className={`mt-1 text-xl font-extrabold ${allOk ? 'text-emerald-800' : 'text-red-800'}`}>
        {t(allOk ? 'stats.allOk' : 'stats.someProblems')}
      </dd>
      <dd>
        <ul className="mt-2 grid gap-x-8 gap-y-1 md:grid-cols-2 xl:grid-cols-3">
          <CheckLine name={t('stats.database')} check={system.database} />
          <CheckLine name={t('stats.jobQueue')} check={system.jobQueue} />
          <CheckLine
            name={t('stats.disk')}
            check={system.disk}
            {...(system.disk.freeBytes !== undefined
              ? { detail: t('stats.diskFree', { size: formatGigabytes(system.disk.freeBytes) }) }
              : {})}
          />
          <CheckLine
            name={t('stats.ffmpeg')}
            check={system.ffmpeg}
            {...(system.ffmpeg.ok ? {} : { detail: t('stats.missing') })}
          />
          <CheckLine
            name={t('stats.mail')}
            check={system.mail}
            detail={t(system.mail.mode === 'smtp' ? 'stats.mailSmtp' : 'stats.mailOutbox')}
          />
        </ul>
      </dd>
    </div>
  );
}

export function DashboardStatCards() {
  const { t } = useTranslation('admin-settings');
  const stats = useDashboardStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorBanner>{errorMessage(stats.error)}</ErrorBanner>;
  const s = stats.data;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('stats.label')}>
      <StatCard id="total-users" label={t('stats.totalUsers')}>
        {formatNumber(s.totalUsers)}
      </StatCard>
      <StatCard id="active-users" label={t('stats.activeUsers')} note={t('stats.activeNote')}>
        {formatNumber(s.activeUsers)}
      </StatCard>
      <StatCard
        id="revenue"
        label={t('stats.revenue')}
        note={s.revenue ? t('stats.revenueNote') : t('stats.noBilling')}
      >
        {s.revenue ? formatMoney(s.revenue.amountMinor, s.revenue.currency) : '—'}
      </StatCard>
      <StatCard id="conversion" label={t('stats.conversion')} note={t('stats.conversionNote')}>
        {s.conversionRate === null ? '—' : formatPercent(s.conversionRate)}
      </StatCard>
      <SystemStatus system={s.system} />
    </dl>
  );
}

function ChartPanel<T extends string | number>({
  id,
  title,
  options,
  value,
  onChange,
  optionLabel,
  children,
}: {
  id: string;
  title: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionLabel: (value: T) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-settings');
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-chart={id}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">{t('charts.show')}</span>
          <select
            value={String(value)}
            onChange={(event) => {
              const chosen = options.find((option) => String(option) === event.target.value);
              if (chosen !== undefined) onChange(chosen);
            }}
            className="min-h-11 rounded-xl border border-stone-300 bg-white px-3"
          >
            {options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {children}
    </section>
  );
}

export function DashboardCharts() {
  const { t } = useTranslation('admin-settings');
  const [days, setDays] = useState<number>(7);
  const [period, setPeriod] = useState<RevenuePeriod>('monthly');
  const [by, setBy] = useState<DistributionGroup>('role');
  const activity = useActivitySeries(days);
  const revenue = useRevenueSeries(period);
  const distribution = useDistribution(by);
  const groupLabel = (label: string, shownBy: DistributionGroup) =>
    shownBy === 'role'
      ? t(`charts.roles.${label as 'parent' | 'creator' | 'admin'}`, { defaultValue: label })
      : shownBy === 'status'
        ? t(`charts.statuses.${label as 'active' | 'suspended' | 'unverified'}`, { defaultValue: label })
        : label === ''
          ? t('charts.unknownRegion')
          : formatRegion(label);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel
        id="activity"
        title={t('charts.activity')}
        options={ACTIVITY_PERIODS}
        value={days}
        onChange={setDays}
        optionLabel={(n) => t('charts.days', { count: n })}
      >
        {activity.isError ? (
          <ErrorBanner>{errorMessage(activity.error)}</ErrorBanner>
        ) : activity.data ? (
          <Chart
            kind="line"
            title={t('charts.activity')}
            labels={activity.data.labels.map(formatShortDay)}
            series={[{ label: t('charts.activeUsers'), values: activity.data.values }]}
          />
        ) : (
          <LoadingState />
        )}
      </ChartPanel>
      <ChartPanel
        id="revenue"
        title={t('charts.revenue')}
        options={REVENUE_PERIODS}
        value={period}
        onChange={setPeriod}
        optionLabel={(p) => t(`charts.periods.${p}`)}
      >
        {revenue.isError ? (
          <ErrorBanner>{errorMessage(revenue.error)}</ErrorBanner>
        ) : !revenue.data ? (
          <LoadingState />
        ) : revenue.data.configured ? (
          <Chart
            kind="bar"
            title={t('charts.revenue')}
            labels={revenue.data.labels}
            series={[{ label: t('charts.paid'), values: revenue.data.values }]}
            formatValue={(v) => formatMoney(v, (revenue.data as { currency: string }).currency)}
          />
        ) : (
          <InfoBanner>{t('charts.noBilling')}</InfoBanner>
        )}
      </ChartPanel>
      <div className="lg:col-span-2">
        <ChartPanel
          id="distribution"
          title={t('charts.distribution')}
          options={DISTRIBUTION_GROUPS}
          value={by}
          onChange={setBy}
          optionLabel={(g) => t(`charts.groups.${g}`)}
        >
          {distribution.isError ? (
            <ErrorBanner>{errorMessage(distribution.error)}</ErrorBanner>
          ) : distribution.data ? (
            <Chart
              kind="bar"
              title={t('charts.distribution')}
              labelHeading={t(`charts.groupHeadings.${distribution.data.by}`)}
              labels={distribution.data.labels.map((label) => groupLabel(label, distribution.data.by))}
              series={[{ label: t('charts.users'), values: distribution.data.values }]}
            />
          ) : (
            <LoadingState />
          )}
        </ChartPanel>
      </div>
    </div>
  );
}
