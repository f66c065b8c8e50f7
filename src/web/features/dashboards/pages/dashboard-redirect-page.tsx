// /dashboard: sends each role to its own dashboard.
import { Navigate } from 'react-router';
import { LoadingState } from '#web/components/spinner';
import { dashboardPathFor } from '#web/lib/roles';
import { useMe } from '#web/lib/session';

export function DashboardRedirectPage() {
  const me = useMe();
  if (!me.data) return <LoadingState />;
  return <Navigate to={dashboardPathFor(me.data.user.role)} replace />;
}
