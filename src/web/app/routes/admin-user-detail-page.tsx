// /dashboard/admin/users/{userId}: admin-users' detail page with the cards other features add about the user.
// The billing feature's complimentary Premium card goes into `extraCards` here (issue 15, merged by the lead).
import { AdminUserDetailPage } from '#web/features/admin-users';

export function AdminUserDetailRoute() {
  return <AdminUserDetailPage extraCards={null} />;
}
