// The parent's side of the Tutor for one child: GET /api/parent/children/:childId/learning (the report), PUT
// …/learning/settings ("learn first"), and PUT /api/parent/learning-email (the family's weekly e-mail, one switch for
// every child, so a save updates every child's report held in the cache).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildLearningReport, LearningSettingsInput } from '#shared/tutor/learn-api';
import { type ApiFetch, apiGet, apiRequest } from '#web/lib/api-client';

const ROOT = ['parent', 'learning'] as const;
const keyOf = (childId: string) => [...ROOT, childId] as const;
const pathOf = (childId: string) => `/api/parent/children/${encodeURIComponent(childId)}/learning`;

export function learningReportQueryOptions(childId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: keyOf(childId),
    queryFn: ({ signal }) => apiGet<ChildLearningReport>(pathOf(childId), { signal, fetch: api }),
  });
}

export function useLearningReport(childId: string) {
  return useQuery(learningReportQueryOptions(childId));
}

export function useSaveLearningSettings(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LearningSettingsInput) =>
      apiRequest<ChildLearningReport>(`${pathOf(childId)}/settings`, { method: 'PUT', body: input }),
    onSuccess: (report) => queryClient.setQueryData(keyOf(childId), report),
  });
}

export function useSaveLearningEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyEmail: boolean) =>
      apiRequest<{ weeklyEmail: boolean }>('/api/parent/learning-email', {
        method: 'PUT',
        body: { weeklyEmail },
      }),
    onSuccess: ({ weeklyEmail }) =>
      queryClient.setQueriesData<ChildLearningReport>({ queryKey: ROOT }, (report) =>
        report ? { ...report, weeklyEmail } : report,
      ),
  });
}
