// /dashboard/admin/messages: messages sent through /contact and /parent-network, newest first, paged.

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPages } from '#shared/pager';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Pagination } from '#web/components/pagination';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';
import { useContactMessages } from '../api/admin-outreach';
import { AdminFrame } from '../components/admin-frame';

export function AdminMessagesPage() {
  const { t } = useTranslation('outreach');
  const [page, setPage] = useState(1);
  const list = useContactMessages(page);
  return (
    <AdminFrame title={t('admin.messages.title')} intro={t('admin.messages.intro')}>
      {list.isError ? <ErrorBanner>{errorMessage(list.error)}</ErrorBanner> : null}
      {list.isPending ? <LoadingState /> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <SuccessBanner>{t('admin.messages.empty')}</SuccessBanner>
        ) : (
          <div className="space-y-4">
            <ul className="space-y-3">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <article className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
                    <header className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 className="text-lg font-bold text-stone-900" dir="auto" translate="no">
                        {item.subject ?? item.name}
                      </h2>
                      <span className="rounded-full bg-teal-50 px-3 py-1 text-xs font-bold text-teal-900">
                        {t(`admin.messages.kinds.${item.kind}`)}
                      </span>
                    </header>
                    <p className="mt-1 text-sm text-stone-600">
                      <bdi translate="no">{item.name}</bdi> ·{' '}
                      <a
                        href={`mailto:${item.email}`}
                        dir="ltr"
                        translate="no"
                        className="font-semibold text-teal-800 underline underline-offset-2"
                      >
                        {item.email}
                      </a>{' '}
                      · <time dateTime={item.createdAt}>{formatDateOnly(item.createdAt)}</time>
                    </p>
                    <p
                      className="mt-3 text-base whitespace-pre-line text-stone-800"
                      dir="auto"
                      translate="no"
                    >
                      {item.message}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              {...listPages(page, list.data.pageSize, list.data.total)}
              onPageChange={setPage}
            />
          </div>
        )
      ) : null}
    </AdminFrame>
  );
}
