// /dashboard/parent/activity-history?child=&days=&page=: one child's viewing history (bots excluded), 10 a page,
// the games the child played in the same period, and their requests for more time with the answers; each video still
// published can be blocked for the child.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ACTIVITY_PERIODS } from '#shared/activity.schema';
import { LIMITS } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { Pagination } from '#web/components/pagination';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { useChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { useActivity } from '../api/get-activity';
import { useGameActivity } from '../api/get-game-activity';
import { useTimeRequestHistory } from '../api/time-requests';
import { ActivityList } from '../components/activity-list';
import { GameActivityList } from '../components/game-activity-list';
import { TimeRequestHistoryList } from '../components/time-request-history';

const PERIOD_DAYS: readonly number[] = ACTIVITY_PERIODS.map((period) => period.days);
const PERIOD_KEYS = { 1: 'last24Hours', 7: 'last7Days', 30: 'last30Days' } as const satisfies Record<
  (typeof ACTIVITY_PERIODS)[number]['days'],
  string
>;

export function ActivityHistoryPage() {
  const { t } = useTranslation(['family', 'dashboards']);
  const [params, setParams] = useSearchParams();
  const children = useChildren();
  // A parent with one child has nothing to choose: that child's history is shown at once.
  const onlyChild = children.data?.length === 1 ? children.data[0]?.id : undefined;
  const childId = params.get('child') ?? onlyChild ?? '';
  const daysParam = Number(params.get('days'));
  const days = PERIOD_DAYS.includes(daysParam) ? daysParam : LIMITS.activityDefaultPeriodDays;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const known = children.data?.some((child) => child.id === childId) ?? false;
  const activity = useActivity(known ? childId : undefined, days, page);
  const games = useGameActivity(known ? childId : undefined, days);
  const timeRequests = useTimeRequestHistory(known ? childId : undefined, days);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <DashboardShell title={t('dashboards:parent.title')} home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          <span className="inline-block rtl:-scale-x-100">←</span> {t('backToDashboard')}
        </Link>
      </p>
      <DashboardCard title={t('activity.historyTitle')} headingId="activity-heading">
        {children.isPending ? (
          <LoadingState />
        ) : children.isError ? (
          <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>
        ) : (
          <div className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('screenTime.child')}
                value={known ? childId : ''}
                onValueChange={(value) => update({ child: value, page: null })}
                placeholder={t('activity.chooseChild')}
                options={children.data.map((child) => ({
                  value: child.id,
                  label: child.name,
                  translate: 'no',
                }))}
              />
              <SelectField
                label={t('screenTime.period')}
                value={String(days)}
                onValueChange={(value) => update({ days: value, page: null })}
                options={ACTIVITY_PERIODS.map((period) => ({
                  value: String(period.days),
                  label: t(`activity.periods.${PERIOD_KEYS[period.days]}`),
                }))}
              />
            </div>
            {!known ? (
              <p>{t('notes.selectChild')}</p>
            ) : activity.isPending ? (
              <LoadingState />
            ) : activity.isError ? (
              <ErrorBanner>{errorMessage(activity.error)}</ErrorBanner>
            ) : activity.data.items.length === 0 ? (
              <p>{t('notes.noActivityInPeriod')}</p>
            ) : (
              <>
                <p className="text-sm text-stone-600">
                  {t('activity.videosWatched', { count: activity.data.total })}
                </p>
                <ActivityList
                  items={activity.data.items}
                  blockFor={children.data.find((child) => child.id === childId)}
                />
                <Pagination
                  page={activity.data.page}
                  totalPages={activity.data.totalPages}
                  hasMore={activity.data.page < activity.data.totalPages}
                  onPageChange={(next) => update({ page: String(next) })}
                />
              </>
            )}
          </div>
        )}
      </DashboardCard>
      {known ? (
        <DashboardCard title={t('activity.gamesTitle')} headingId="games-activity-heading">
          {games.isPending ? (
            <LoadingState />
          ) : games.isError ? (
            <ErrorBanner>{errorMessage(games.error)}</ErrorBanner>
          ) : (
            <GameActivityList activity={games.data} />
          )}
        </DashboardCard>
      ) : null}
      {known ? (
        <DashboardCard title={t('timeRequests.historyTitle')} headingId="time-requests-history-heading">
          {timeRequests.isPending ? (
            <LoadingState />
          ) : timeRequests.isError ? (
            <ErrorBanner>{errorMessage(timeRequests.error)}</ErrorBanner>
          ) : (
            <TimeRequestHistoryList history={timeRequests.data} />
          )}
        </DashboardCard>
      ) : null}
    </DashboardShell>
  );
}
