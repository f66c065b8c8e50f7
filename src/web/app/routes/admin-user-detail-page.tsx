// /dashboard/admin/users/{userId}: admin-users' detail page with the cards other features add about the user:
// billing's complimentary Premium.
import { useParams } from 'react-router';
import { AdminUserDetailPage } from '#web/features/admin-users';
import { ComplimentaryPremiumCard } from '#web/features/billing';

export function AdminUserDetailRoute() {
  const { userId = '' } = useParams();
  return <AdminUserDetailPage extraCards={<ComplimentaryPremiumCard userId={userId} />} />;
}
