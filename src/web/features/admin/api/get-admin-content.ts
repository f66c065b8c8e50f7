// GET /api/admin/content?status&page: every content item for moderators, 20 per page, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ADMIN_STATUS_FILTERS, AdminContentPage } from '#shared/moderation.schema';
import { apiGet } from '#web/lib/api-client';

export type StatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export function adminContentQueryOptions(status: StatusFilter, page: number) {
  return queryOptions({
    queryKey: ['admin', 'content', status, page],
    queryFn: ({ signal }) =>
      apiGet<AdminContentPage>('/api/admin/content', {
        signal,
        searchParams: new URLSearchParams({ status, page: String(page) }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminContent(status: StatusFilter, page: number) {
  return useQuery(adminContentQueryOptions(status, page));
}
