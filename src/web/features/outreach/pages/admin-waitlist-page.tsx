// /dashboard/admin/waitlist: the waiting list, oldest first, each with its state and an Invite button that e-mails a
// single-use link. The registration mode is switched in Settings → Security (RegistrationModeCard).

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitlistRow } from '#shared/outreach.schema';
import { listPages } from '#shared/pager';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { Pagination } from '#web/components/pagination';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';
import { useInvite, useWaitlist } from '../api/admin-outreach';
import { AdminFrame } from '../components/admin-frame';

const STATE_CLASSES: Record<WaitlistRow['state'], string> = {
  waiting: 'bg-stone-100 text-stone-800',
  invited: 'bg-amber-100 text-amber-900',
  joined: 'bg-emerald-100 text-emerald-900',
};

function InviteButton({ entry }: { entry: WaitlistRow }) {
  const { t } = useTranslation('outreach');
  const invite = useInvite();
  if (entry.state === 'joined') return null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button size="sm" disabled={invite.isPending} onClick={() => invite.mutate(entry.email)}>
        {invite.isPending ? <Spinner className="size-4" /> : null}
        {entry.state === 'invited' ? t('admin.waitlist.inviteAgain') : t('admin.waitlist.invite')}
      </Button>
      {invite.isSuccess ? (
        <span role="status" className="text-xs font-semibold text-emerald-800">
          {t('admin.waitlist.sent')}
        </span>
      ) : null}
      {invite.isError ? (
        <span role="alert" className="text-xs font-semibold text-red-800">
          {errorMessage(invite.error)}
        </span>
      ) : null}
    </div>
  );
}

export function AdminWaitlistPage() {
  const { t } = useTranslation('outreach');
  const [page, setPage] = useState(1);
  const list = useWaitlist(page);
  return (
    <AdminFrame title={t('admin.waitlist.title')} intro={t('admin.waitlist.intro')}>
      {list.isError ? <ErrorBanner>{errorMessage(list.error)}</ErrorBanner> : null}
      {list.isPending ? <LoadingState /> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <SuccessBanner>{t('admin.waitlist.empty')}</SuccessBanner>
        ) : (
          <section aria-labelledby="waitlist-title" className="space-y-4">
            <h2 id="waitlist-title" className="text-xl font-bold text-stone-900">
              {t('admin.waitlist.count', { count: list.data.total })}
            </h2>
            <ul className="divide-y divide-stone-200 rounded-3xl border border-stone-200 bg-white shadow-sm">
              {list.data.items.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
                >
                  <div className="min-w-0">
                    <p dir="ltr" translate="no" className="truncate text-start font-semibold text-stone-900">
                      {entry.email}
                    </p>
                    <p className="text-sm text-stone-600">
                      {t(`admin.waitlist.userTypes.${entry.userType}`)} ·{' '}
                      {t('admin.waitlist.joinedOn', { date: formatDateOnly(entry.createdAt) })}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span
                      className={`rounded-full px-3 py-1 text-xs font-bold ${STATE_CLASSES[entry.state]}`}
                    >
                      {t(`admin.waitlist.states.${entry.state}`)}
                    </span>
                    <InviteButton entry={entry} />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              {...listPages(page, list.data.pageSize, list.data.total)}
              onPageChange={setPage}
            />
          </section>
        )
      ) : null}
    </AdminFrame>
  );
}
