// The page of /dashboard/parent/children/:childId/learning. It composes three features, so it lives in app/: the
// child's name from the children list, whether Ask Qamar is on for the child (tutor-helper), and the progress view
// (learning-progress). The report decides what exists: another family's child is a 404 from the server, shown as
// the error it is.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { useChildren } from '#web/features/children';
import { ChildLearning } from '#web/features/learning-progress';
import { helperOnQueryOptions } from '#web/features/tutor-helper';

export function ChildLearningPage() {
  const { t } = useTranslation(['learning-progress', 'dashboards']);
  const { childId = '' } = useParams();
  const children = useChildren();
  const helper = useQuery(helperOnQueryOptions(childId));
  const childName =
    children.data?.find((child) => child.id === childId)?.name ?? t('learning-progress:loadingChild');
  return (
    <DashboardShell title={t('dashboards:parent.title')} home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          <span className="inline-block rtl:-scale-x-100">←</span> {t('learning-progress:back')}
        </Link>
      </p>
      <ChildLearning childId={childId} childName={childName} askQamar={helper.data === true} />
    </DashboardShell>
  );
}
