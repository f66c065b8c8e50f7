// /dashboard/parent/children: manage child profiles and start child mode (where the child area sends a device
// that has no child session).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { ChildrenManager } from '../components/children-manager';

export function ChildrenPage() {
  const { t } = useTranslation(['family', 'dashboards']);
  return (
    <DashboardShell title={t('dashboards:parent.title')} home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          <span className="inline-block rtl:-scale-x-100">←</span> {t('backToDashboard')}
        </Link>
      </p>
      <DashboardCard title={t('dashboards:parent.cards.children')} headingId="children-heading">
        <ChildrenManager />
      </DashboardCard>
    </DashboardShell>
  );
}
