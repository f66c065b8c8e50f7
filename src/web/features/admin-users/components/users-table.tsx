// The All Users table: name and e-mail, role, status, subscription, city, joined date, and each row's menu (View
// Details). Stacks into cards on a phone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '#shared/admin-users.schema';
import { formatDateOnly } from '#web/lib/format';
import { useUserLabels } from '../lib/labels';
import { RowMenu } from './row-menu';
import { UserDetailsModal } from './user-details-modal';
import { UserStatusBadge } from './user-status-badge';

const CELL = 'block px-3 py-1 align-top sm:table-cell sm:py-2.5';

export function UsersTable({ users }: { users: AdminUserRow[] }) {
  const { t } = useTranslation('admin-users');
  const labels = useUserLabels();
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  return (
    <>
      <div className="rounded-3xl border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="hidden bg-stone-50 text-stone-700 sm:table-header-group">
            <tr>
              <th scope="col" className="rounded-ss-3xl px-3 py-2.5 text-start font-bold">
                {t('table.name')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-bold">
                {t('table.role')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-bold">
                {t('table.status')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-bold">
                {t('table.subscription')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-bold">
                {t('table.city')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-bold">
                {t('table.joined')}
              </th>
              <th scope="col" className="rounded-se-3xl px-3 py-2.5 text-end font-bold">
                <span className="sr-only">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-stone-200 sm:table-row-group">
            {users.map((user) => (
              <tr key={user.id} className="relative block py-2 sm:table-row sm:py-0">
                <td className={`${CELL} pe-14 sm:pe-3`}>
                  <p translate="no" dir="auto" className="font-semibold text-stone-900">
                    {user.name || t('table.noName')}
                  </p>
                  <p translate="no" dir="ltr" className="break-all text-start text-xs text-stone-600">
                    {user.email}
                  </p>
                </td>
                <td className={CELL}>
                  <span className="sm:hidden">{`${t('table.role')}: `}</span>
                  {labels.role(user.role)}
                </td>
                <td className={CELL}>
                  <UserStatusBadge status={user.status} />
                </td>
                <td className={CELL}>
                  <span className="sm:hidden">{`${t('table.subscription')}: `}</span>
                  {labels.tier(user.subscriptionTier)}
                </td>
                <td className={CELL}>
                  <span className="sm:hidden">{`${t('table.city')}: `}</span>
                  {user.city ? (
                    <span translate="no" dir="auto">
                      {user.city}
                    </span>
                  ) : (
                    <span className="text-stone-600">{t('table.noCity')}</span>
                  )}
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <span className="sm:hidden">{`${t('table.joined')}: `}</span>
                  <time dateTime={user.createdAt}>{formatDateOnly(user.createdAt)}</time>
                </td>
                <td className="absolute end-1 top-1 sm:static sm:table-cell sm:px-3 sm:py-1.5 sm:text-end">
                  <RowMenu
                    label={t('menu.label', { name: user.name || user.email })}
                    items={[{ label: t('menu.viewDetails'), onSelect: () => setViewing(user) }]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
