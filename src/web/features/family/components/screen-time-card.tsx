// Screen Time: child selector, period (today / week / month), a percent bar (red above 100 %, yellow above
// 90 %, else green), remaining minutes, daily limit, time used and the last activity; the week against a weekly
// limit, and "Give extra time" for the chosen child. The dashboard puts its other time things under it (children),
// so the time rules read as one card and the page stays as short on a phone as it was before them.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN_TIME_PERIODS, type ScreenTimePeriod, screenTimeBarColour } from '#shared/screen-time';
import { ErrorBanner } from '#web/components/banner';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { useChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { useScreenTime } from '../api/get-screen-time';
import { formatDateTime, formatMinutes, formatPercent } from '../lib/format';
import { GiveExtraTimeButton } from './give-extra-time';

const BAR: Record<ReturnType<typeof screenTimeBarColour>, string> = {
  red: 'bg-red-600',
  yellow: 'bg-amber-400',
  green: 'bg-emerald-600',
};

export function ScreenTimeCard({ children: more }: { children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <ChildScreenTime />
      {more}
    </div>
  );
}

function ChildScreenTime() {
  const { t } = useTranslation('family');
  const children = useChildren();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [period, setPeriod] = useState<ScreenTimePeriod>('today');
  const child = children.data?.find((each) => each.id === chosen) ?? children.data?.[0];
  const childId = child?.id;
  const summary = useScreenTime(childId, period);

  if (children.isPending) return <LoadingState />;
  if (children.isError) return <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>;
  if (children.data.length === 0) return <p>{t('notes.noChildrenScreenTime')}</p>;

  const used = (percent: number) => t('screenTime.percentUsed', { percent: formatPercent(percent) });
  return (
    <div className="space-y-4">
      {/* Side by side on a phone too: two short choices, half a screen's height saved. */}
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('screenTime.child')}
          value={childId ?? ''}
          onValueChange={setChosen}
          options={children.data.map((child) => ({ value: child.id, label: child.name, translate: 'no' }))}
        />
        <SelectField
          label={t('screenTime.period')}
          value={period}
          onValueChange={(value) => setPeriod(value as ScreenTimePeriod)}
          options={SCREEN_TIME_PERIODS.map((value) => ({ value, label: t(`screenTime.periods.${value}`) }))}
        />
      </div>
      {summary.isPending ? (
        <LoadingState />
      ) : summary.isError ? (
        <ErrorBanner>{errorMessage(summary.error)}</ErrorBanner>
      ) : (
        <div>
          <div
            role="progressbar"
            aria-label={t('screenTime.barLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(summary.data.percentUsed, 100)}
            aria-valuetext={used(summary.data.percentUsed)}
            className="h-4 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              data-colour={screenTimeBarColour(summary.data.percentUsed)}
              className={`h-full rounded-full ${BAR[screenTimeBarColour(summary.data.percentUsed)]}`}
              style={{ width: `${Math.min(summary.data.percentUsed, 100)}%` }}
            />
          </div>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-stone-700">{used(summary.data.percentUsed)}</p>
            {child ? <GiveExtraTimeButton child={child} /> : null}
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-stone-600">{t('screenTime.remaining')}</dt>
              <dd className="text-lg font-bold text-stone-900">
                {formatMinutes(summary.data.remainingMinutes)}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{t('screenTime.dailyLimit')}</dt>
              <dd className="text-lg font-bold text-stone-900">
                {formatMinutes(summary.data.dailyLimitMinutes)}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{t('screenTime.timeUsed')}</dt>
              <dd className="text-lg font-bold text-stone-900">{formatMinutes(summary.data.usedMinutes)}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{t('screenTime.lastActivity')}</dt>
              <dd className="font-semibold text-stone-900">
                {summary.data.lastActivity
                  ? formatDateTime(summary.data.lastActivity)
                  : t('notes.noActivityYet')}
              </dd>
            </div>
          </dl>
          {summary.data.weeklyLimitMinutes !== null ? (
            <p data-testid="weekly-screen-time" className="mt-3 text-sm font-semibold text-stone-700">
              {t('screenTime.weekly', {
                used: formatMinutes(summary.data.weekUsedMinutes ?? 0),
                limit: formatMinutes(summary.data.weeklyLimitMinutes),
              })}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
