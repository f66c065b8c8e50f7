// Active in green, suspended in red (spec: a user's status is shown green when active, red otherwise).
import type { UserStatus } from '#shared/admin-users.schema';
import { useUserLabels } from '../lib/labels';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const labels = useUserLabels();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ${
        status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${status === 'active' ? 'bg-emerald-600' : 'bg-red-600'}`}
      />
      {labels.status(status)}
    </span>
  );
}
