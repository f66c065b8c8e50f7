// /dashboard/admin/users/all: every account, searched and filtered on the server, 20 per page, newest first.

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listPages } from '#shared/pager';
import { AdminShell } from '#web/components/admin-shell';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { Pagination } from '#web/components/pagination';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatNumber } from '#web/lib/format';
import { FILTER_NAMES, type UserFilters, useAdminUsers } from '../api/get-admin-users';
import { UserFiltersForm } from '../components/user-filters';
import { UsersTable } from '../components/users-table';

function filtersFrom(params: URLSearchParams): UserFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    role: params.get('role') ?? '',
    tier: params.get('tier') ?? '',
    status: params.get('status') ?? '',
    city: params.get('city') ?? '',
    joinedFrom: params.get('joinedFrom') ?? '',
    joinedTo: params.get('joinedTo') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const users = useAdminUsers(filters);

  const go = (next: Omit<UserFilters, 'page'>, page: number) => {
    const search = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name]) search.set(name, next[name]);
    if (page > 1) search.set('page', String(page));
    setParams(search);
  };

  return (
    <AdminShell title={t('pageTitle')} intro={t('intro')}>
      <UserFiltersForm key={params.toString()} filters={filters} onApply={(next) => go(next, 1)} />
      <section aria-labelledby="users-results" aria-busy={users.isFetching} className="space-y-3">
        <h2 id="users-results" className="sr-only">
          {t('table.caption')}
        </h2>
        {users.isPending ? (
          <LoadingState label={t('table.loading')} />
        ) : users.isError ? (
          <div className="space-y-2">
            <ErrorBanner>
              <p className="font-semibold">{t('notes.loadFailed')}</p>
              <p>{errorMessage(users.error)}</p>
            </ErrorBanner>
            <Button variant="secondary" onClick={() => void users.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : users.data.total === 0 ? (
          <div className="rounded-3xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="text-lg font-bold text-stone-900">{t('table.empty')}</p>
            <p className="mt-1 text-stone-700">{t('table.emptyHint')}</p>
          </div>
        ) : (
          <>
            <p role="status" className="text-sm text-stone-700">
              {t('table.count', { count: users.data.total, formatted: formatNumber(users.data.total) })}
            </p>
            <UsersTable users={users.data.users} />
            <Pagination
              page={users.data.page}
              {...listPages(users.data.page, users.data.pageSize, users.data.total)}
              onPageChange={(page) => go(filters, page)}
            />
          </>
        )}
      </section>
    </AdminShell>
  );
}
