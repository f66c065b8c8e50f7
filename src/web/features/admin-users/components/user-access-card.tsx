// The user's access: suspend (every session ends at once; they cannot sign in) or reinstate, and the role, each
// behind a confirmation. The server refuses removing the last administrator and acting on one's own account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '#shared/admin-users.schema';
import { USER_ROLES, type UserRole } from '#shared/domain';
import { ErrorBanner, InfoBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { DashboardCard } from '#web/components/dashboard-shell';
import { Modal } from '#web/components/modal';
import { SelectField } from '#web/components/select-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format';
import { type AccessChange, useChangeUserAccess } from '../api/user-access';
import { useUserLabels } from '../lib/labels';
import { UserStatusBadge } from './user-status-badge';

export function UserAccessCard({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation('admin-users');
  const labels = useUserLabels();
  const access = useChangeUserAccess(user.id);
  const [confirming, setConfirming] = useState<AccessChange | null>(null);
  const [role, setRole] = useState<UserRole>(user.role);
  const [done, setDone] = useState<string | null>(null);
  const name = user.name || user.email;

  const confirm = () => {
    if (!confirming) return;
    const change = confirming;
    access.mutate(change, {
      onSuccess: (next) => {
        setConfirming(null);
        setDone(
          change.kind === 'suspend'
            ? t('access.suspendedDone')
            : change.kind === 'reinstate'
              ? t('access.reinstatedDone')
              : t('access.roleDone', { role: labels.role(next.role) }),
        );
      },
      onError: () => setConfirming(null),
    });
  };

  const dialogTitle =
    confirming?.kind === 'suspend'
      ? t('access.suspendTitle', { name })
      : confirming?.kind === 'reinstate'
        ? t('access.reinstateTitle', { name })
        : t('access.roleTitle');
  const dialogBody =
    confirming?.kind === 'suspend'
      ? t('access.suspendBody')
      : confirming?.kind === 'reinstate'
        ? t('access.reinstateBody')
        : confirming?.kind === 'role'
          ? t('access.roleBody', { name, role: labels.role(confirming.role) })
          : '';

  return (
    <DashboardCard title={t('access.heading')} headingId="user-access-heading">
      <div className="space-y-4">
        {done ? <SuccessBanner>{done}</SuccessBanner> : null}
        {access.isError ? <ErrorBanner>{errorMessage(access.error)}</ErrorBanner> : null}
        {isSelf ? <InfoBanner>{t('access.self')}</InfoBanner> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="space-y-1">
            <p className="text-sm font-bold text-stone-700">{t('access.status')}</p>
            <UserStatusBadge status={user.status} />
            {user.suspendedAt ? (
              <p className="text-sm text-stone-700">
                {t('access.suspendedSince', { date: formatDateTime(user.suspendedAt) })}
              </p>
            ) : null}
          </div>
          {user.status === 'active' ? (
            <Button
              variant="secondary"
              className="border-red-300 text-red-800"
              disabled={isSelf}
              onClick={() => setConfirming({ kind: 'suspend' })}
            >
              {t('access.suspend')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming({ kind: 'reinstate' })}>
              {t('access.reinstate')}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3 border-t border-stone-200 pt-4">
          <SelectField
            className="min-w-48 grow sm:grow-0"
            label={t('access.roleLabel')}
            value={role}
            onValueChange={(value) => setRole(value as UserRole)}
            disabled={isSelf}
            options={USER_ROLES.map((option) => ({ value: option, label: labels.role(option) }))}
          />
          <Button
            variant="secondary"
            disabled={isSelf || role === user.role}
            onClick={() => setConfirming({ kind: 'role', role })}
          >
            {t('access.changeRole')}
          </Button>
        </div>
      </div>
      <Modal title={dialogTitle} open={confirming !== null} onClose={() => setConfirming(null)}>
        <p className="text-stone-800">{dialogBody}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={access.isPending}>
            {t('detail.cancel')}
          </Button>
          <Button onClick={confirm} disabled={access.isPending}>
            {access.isPending ? <Spinner className="size-4" /> : null}
            {confirming?.kind === 'suspend'
              ? t('access.suspend')
              : confirming?.kind === 'reinstate'
                ? t('access.reinstate')
                : t('access.changeRole')}
          </Button>
        </div>
      </Modal>
    </DashboardCard>
  );
}
