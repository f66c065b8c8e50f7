// /dashboard/parent/children: manage child profiles and start child mode (where the child area sends a device
// that has no child session).
import { Link } from 'react-router';
import { TEXT_LINK } from '#web/components/form-card';
import { DashboardCard, DashboardShell } from '#web/features/dashboards';
import { ChildrenManager } from '../components/children-manager';

export function ChildrenPage() {
  return (
    <DashboardShell title="Parent Dashboard" home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          ← Back to the dashboard
        </Link>
      </p>
      <DashboardCard title="Children" headingId="children-heading">
        <ChildrenManager />
      </DashboardCard>
    </DashboardShell>
  );
}
