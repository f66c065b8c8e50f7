// View Details: name, id prefix, e-mail, role, status, subscription, children count (parents), joined date, with
// View More (the user's page) and Close. Closes with its X, Escape or a click on the backdrop (the shared Modal).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserRow } from '#shared/admin-users.schema';
import { Button, buttonClasses } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { formatDateOnly, formatNumber } from '#web/lib/format';
import { idPrefix, useUserLabels } from '../lib/labels';
import { UserStatusBadge } from './user-status-badge';

export function UserDetailsModal({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const labels = useUserLabels();
  const rows = user
    ? [
        {
          term: t('details.name'),
          value: (
            <span translate="no" dir="auto">
              {user.name}
            </span>
          ),
        },
        {
          term: t('details.id'),
          value: (
            <span translate="no" dir="ltr" className="font-mono">
              {idPrefix(user.id)}
            </span>
          ),
        },
        {
          term: t('details.email'),
          value: user.email ? (
            <span translate="no" dir="ltr" className="[overflow-wrap:anywhere]">
              {user.email}
            </span>
          ) : (
            t('details.emailUnknown')
          ),
        },
        { term: t('details.role'), value: labels.role(user.role) },
        { term: t('details.status'), value: <UserStatusBadge status={user.status} /> },
        { term: t('details.subscription'), value: labels.tier(user.subscriptionTier) },
        ...(user.childrenCount !== null
          ? [{ term: t('details.children'), value: formatNumber(user.childrenCount) }]
          : []),
        {
          term: t('details.joined'),
          value: <time dateTime={user.createdAt}>{formatDateOnly(user.createdAt)}</time>,
        },
      ]
    : [];
  return (
    <Modal title={t('details.title')} open={user !== null} onClose={onClose}>
      {user ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map((row) => (
              <div key={row.term} className="contents">
                <dt className="font-bold text-stone-700">{row.term}</dt>
                <dd className="text-stone-900">{row.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('details.close')}
            </Button>
            <Link to={`/dashboard/admin/users/${encodeURIComponent(user.id)}`} className={buttonClasses({})}>
              {t('details.viewMore')}
            </Link>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
