// /dashboard/admin: the admin frame; the moderation and user tools arrive in the moderation release.
import { Link } from 'react-router';
import { TEXT_LINK } from '../../../components/form-card';
import { DashboardCard, DashboardShell } from '../components/dashboard-shell';

export function AdminDashboardPage() {
  return (
    <DashboardShell title="Dashboard" home="/dashboard/admin" intro="Site administration.">
      <DashboardCard title="Admin tools" headingId="admin-tools-heading">
        <p>
          Content moderation, user management, uploads and site settings arrive with the moderation release.
          Until then there is nothing to review here.
        </p>
      </DashboardCard>
      <DashboardCard title="Your account" headingId="account-heading">
        <Link to="/settings/profile" className={TEXT_LINK}>
          Profile settings
        </Link>
      </DashboardCard>
    </DashboardShell>
  );
}
