// Activity Monitor: the latest videos the parent's children watched, with a link to the full history.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useRecentActivity } from '../api/get-recent-activity';
import { ActivityList } from './activity-list';

export function ActivityMonitor() {
  const { t } = useTranslation('family');
  const recent = useRecentActivity();
  return (
    <div className="space-y-3">
      {recent.isPending ? (
        <LoadingState />
      ) : recent.isError ? (
        <ErrorBanner>{errorMessage(recent.error)}</ErrorBanner>
      ) : recent.data.length === 0 ? (
        <p>{t('notes.noActivityYet')}</p>
      ) : (
        <ActivityList items={recent.data} />
      )}
      <p>
        <Link to="/dashboard/parent/activity-history" className={TEXT_LINK}>
          {t('activity.viewHistory')}
        </Link>
      </p>
    </div>
  );
}
