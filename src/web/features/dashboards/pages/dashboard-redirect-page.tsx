// /dashboard: sends each role to its own dashboard.
import { Navigate } from 'react-router';
import { LoadingState } from '#web/components/spinner';
import { useMe } from '#web/features/auth';
import { dashboardPathFor } from '#web/lib/roles';

export function DashboardRedirectPage() {
  const me = useMe();
  if (!me.data) return <LoadingState />;
  return <Navigate to={dashboardPathFor(me.data.user.role)} replace />;
}
