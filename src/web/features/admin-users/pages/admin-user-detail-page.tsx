// /dashboard/admin/users/{userId}: the user's profile (Edit User, Cancel, Save Changes), their access (suspend,
// reinstate, role) and `extraCards`, where the route file places other features' cards (the complimentary Premium
// card of the billing feature).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_USER_MESSAGES } from '#shared/admin-users.schema';
import { AdminShell } from '#web/components/admin-shell';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { ApiError } from '#web/lib/api-client';
import { formatDateOnly, formatNumber } from '#web/lib/format';
import { messageText } from '#web/lib/i18n/message-text';
import { useMe } from '#web/lib/session';
import { useAdminUser } from '../api/get-admin-user';
import { UserAccessCard } from '../components/user-access-card';
import { UserProfileCard } from '../components/user-profile-card';
import { UserStatusBadge } from '../components/user-status-badge';
import { idPrefix, useUserLabels } from '../lib/labels';

export function AdminUserDetailPage({ extraCards }: { extraCards?: ReactNode }) {
  const { t } = useTranslation('admin-users');
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const me = useMe();
  const labels = useUserLabels();
  const back = (
    <Link to="/dashboard/admin/users/all" className={TEXT_LINK}>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{' '}
      {t('detail.back')}
    </Link>
  );

  if (user.isPending)
    return (
      <AdminShell title={t('detail.title')} intro={back}>
        <LoadingState />
      </AdminShell>
    );
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <AdminShell title={t('detail.title')} intro={back}>
        <ErrorBanner>
          {missing ? messageText(ADMIN_USER_MESSAGES.notFound) : t('notes.loadFailed')}
        </ErrorBanner>
        {missing ? null : (
          <Button variant="secondary" onClick={() => void user.refetch()}>
            {t('tryAgain')}
          </Button>
        )}
      </AdminShell>
    );
  }

  const data = user.data;
  const facts = [
    { term: t('details.status'), value: <UserStatusBadge status={data.status} /> },
    { term: t('details.role'), value: labels.role(data.role) },
    { term: t('details.subscription'), value: labels.tier(data.subscriptionTier) },
    ...(data.childrenCount !== null
      ? [{ term: t('details.children'), value: formatNumber(data.childrenCount) }]
      : []),
    {
      term: t('details.joined'),
      value: <time dateTime={data.createdAt}>{formatDateOnly(data.createdAt)}</time>,
    },
    {
      term: t('details.id'),
      value: (
        <span translate="no" dir="ltr" className="font-mono" title={data.id}>
          {idPrefix(data.id)}
        </span>
      ),
    },
  ];
  return (
    <AdminShell title={data.name || data.email} intro={back}>
      <section
        aria-label={t('detail.summary')}
        className="rounded-3xl border border-stone-200 bg-white p-5 text-sm shadow-sm"
      >
        <dl className="flex flex-wrap items-start gap-x-8 gap-y-3">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="font-bold text-stone-700">{fact.term}</dt>
              <dd className="mt-0.5 text-stone-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <UserProfileCard key={data.id} user={data} />
      <UserAccessCard key={`${data.id}-access`} user={data} isSelf={me.data?.user.id === data.id} />
      {/* Other features' cards about this user (the route file composes them). */}
      {extraCards}
    </AdminShell>
  );
}
