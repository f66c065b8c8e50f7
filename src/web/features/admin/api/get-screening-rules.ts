// GET /api/admin/screening-rules: the data file's word lists per policy reason and the terms admins added.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreeningRuleView } from '#shared/screening-terms.schema';
import { apiGet } from '#web/lib/api-client';

export function screeningRulesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'screening-rules'],
    queryFn: ({ signal }) => apiGet<{ rules: ScreeningRuleView[] }>('/api/admin/screening-rules', { signal }),
    select: (data) => data.rules,
  });
}

export function useScreeningRules() {
  return useQuery(screeningRulesQueryOptions());
}
