// /dashboard/parent/activity-history?child=&days=&page=: one child's viewing history (bots excluded), 10 a page.
import { Link, useSearchParams } from 'react-router';
import { ACTIVITY_PERIODS } from '#shared/activity.schema';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { TEXT_LINK } from '#web/components/form-card';
import { Pagination } from '#web/components/pagination';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { useChildren } from '#web/features/children';
import { DashboardCard, DashboardShell } from '#web/features/dashboards';
import { errorMessage } from '#web/lib/api-client';
import { useActivity } from '../api/get-activity';
import { ActivityList } from '../components/activity-list';

const PERIOD_DAYS: readonly number[] = ACTIVITY_PERIODS.map((period) => period.days);

export function ActivityHistoryPage() {
  const [params, setParams] = useSearchParams();
  const children = useChildren();
  const childId = params.get('child') ?? '';
  const daysParam = Number(params.get('days'));
  const days = PERIOD_DAYS.includes(daysParam) ? daysParam : LIMITS.activityDefaultPeriodDays;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const known = children.data?.some((child) => child.id === childId) ?? false;
  const activity = useActivity(known ? childId : undefined, days, page);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <DashboardShell title="Parent Dashboard" home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          ← Back to the dashboard
        </Link>
      </p>
      <DashboardCard title="Activity History" headingId="activity-heading">
        {children.isPending ? (
          <LoadingState />
        ) : children.isError ? (
          <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>
        ) : (
          <div className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label="Child"
                value={known ? childId : ''}
                onValueChange={(value) => update({ child: value, page: null })}
                placeholder="Choose a child"
                options={children.data.map((child) => ({ value: child.id, label: child.name }))}
              />
              <SelectField
                label="Period"
                value={String(days)}
                onValueChange={(value) => update({ days: value, page: null })}
                options={ACTIVITY_PERIODS.map((period) => ({
                  value: String(period.days),
                  label: period.label,
                }))}
              />
            </div>
            {!known ? (
              <p>{CHILD_MODE_MESSAGES.selectChild}</p>
            ) : activity.isPending ? (
              <LoadingState />
            ) : activity.isError ? (
              <ErrorBanner>{errorMessage(activity.error)}</ErrorBanner>
            ) : activity.data.items.length === 0 ? (
              <p>{CHILD_MODE_MESSAGES.noActivityInPeriod}</p>
            ) : (
              <>
                <p className="text-sm text-stone-600">
                  {activity.data.total} {activity.data.total === 1 ? 'video' : 'videos'} watched
                </p>
                <ActivityList items={activity.data.items} />
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
    </DashboardShell>
  );
}
