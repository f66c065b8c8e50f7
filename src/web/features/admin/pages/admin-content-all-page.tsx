// /dashboard/admin/content/all: every content item, filtered by status (in the URL), 20 per page with
// numbered pagination, edit / publish / view source on each row.

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_STATUS_FILTERS } from '#shared/moderation.schema';
import { listPages } from '#shared/pager';
import { AdminShell } from '#web/components/admin-shell';
import { ErrorBanner } from '#web/components/banner';
import { Pagination } from '#web/components/pagination';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type StatusFilter, useAdminContent } from '../api/get-admin-content';
import { ContentTable } from '../components/content-table';

export function AdminContentAllPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? 'all';
  const status = (ADMIN_STATUS_FILTERS as readonly string[]).includes(statusParam)
    ? (statusParam as StatusFilter)
    : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const content = useAdminContent(status, page);
  const { t, i18n } = useTranslation('admin');

  const go = (next: { status?: StatusFilter; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') search.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <AdminShell title={t('allContent.title')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('allContent.status')}
          value={status}
          onValueChange={(value) => go({ status: value as StatusFilter })}
          options={ADMIN_STATUS_FILTERS.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          className="w-56"
        />
        {content.data ? (
          <p className="font-semibold text-stone-800">
            {t('allContent.total', { count: content.data.total })}
          </p>
        ) : null}
      </div>
      {content.isPending ? (
        <LoadingState label={t('notes.loadingContent')} />
      ) : content.isError ? (
        <ErrorBanner>{errorMessage(content.error)}</ErrorBanner>
      ) : content.data.items.length === 0 ? (
        <p>
          {status === 'all'
            ? t('allContent.empty')
            : t('allContent.emptyWithStatus', {
                status: t(`statuses.${status}`).toLocaleLowerCase(i18n.language),
              })}
        </p>
      ) : (
        <>
          <ContentTable items={content.data.items} caption={t('allContent.caption')} />
          <Pagination
            page={page}
            {...listPages(page, content.data.pageSize, content.data.total)}
            onPageChange={(next) => go({ page: next })}
          />
        </>
      )}
    </AdminShell>
  );
}
