// /dashboard: sends each role to its own dashboard.
import { Navigate } from 'react-router';
import { LoadingState } from '../../../components/spinner';
import { dashboardPathFor } from '../../../lib/roles';
import { useMe } from '../../auth';

export function DashboardRedirectPage() {
  const me = useMe();
  if (!me.data) return <LoadingState />;
  return <Navigate to={dashboardPathFor(me.data.user.role)} replace />;
}
