// The parent's side of asking for more time: GET /api/parent/time-requests (the waiting requests, followed live by
// an event stream on the same path), POST …/:id/answer, POST /api/children/{id}/extra-time, the e-mail choice at
// /api/parent/time-requests/settings, and a child's requests in the activity history.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ExtraTimeGift,
  ParentTimeRequest,
  TimeGrantItem,
  TimeRequestAnswer,
  TimeRequestHistory,
  TimeRequestSettings,
} from '#shared/time-requests';
import { apiGet, apiRequest } from '#web/lib/api-client';

const PENDING_PATH = '/api/parent/time-requests';
const PENDING_KEY = ['parent', 'time-requests', 'pending'] as const;
const SETTINGS_KEY = ['parent', 'time-requests', 'settings'] as const;

export function pendingTimeRequestsQueryOptions() {
  return queryOptions({
    queryKey: PENDING_KEY,
    queryFn: ({ signal }) => apiGet<ParentTimeRequest[]>(PENDING_PATH, { signal }),
    staleTime: 0,
  });
}

/**
 * The waiting requests, kept current while the dashboard is open: the server's event stream sends the list again
 * on every ask or answer of this family (from any device), so a new request shows within a moment.
 */
export function usePendingTimeRequests() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(PENDING_PATH);
    source.addEventListener('change', (event) => {
      queryClient.setQueryData(
        PENDING_KEY,
        JSON.parse((event as MessageEvent<string>).data) as ParentTimeRequest[],
      );
      // What is left today changes with an answer: the Screen Time card and Login as read it again.
      void queryClient.invalidateQueries({ queryKey: ['screen-time'] });
    });
    return () => source.close();
  }, [queryClient]);
  return useQuery(pendingTimeRequestsQueryOptions());
}

export function useAnswerTimeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: TimeRequestAnswer }) =>
      apiRequest<ParentTimeRequest>(`/api/parent/time-requests/${encodeURIComponent(id)}/answer`, {
        method: 'POST',
        body: { answer },
      }),
    // Answered here or (409) already answered on another device: either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}

export function useGiveExtraTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, answer }: { childId: string; answer: ExtraTimeGift }) =>
      apiRequest<TimeGrantItem>(`/api/children/${encodeURIComponent(childId)}/extra-time`, {
        method: 'POST',
        body: { answer },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['screen-time'] }),
  });
}

export function useTimeRequestSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiGet<TimeRequestSettings>('/api/parent/time-requests/settings', { signal }),
  });
}

export function useSaveTimeRequestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeRequestSettings) =>
      apiRequest<TimeRequestSettings>('/api/parent/time-requests/settings', { method: 'PUT', body: input }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}

export function useTimeRequestHistory(childId: string | undefined, days: number) {
  return useQuery({
    queryKey: ['time-request-history', childId, days] as const,
    queryFn: ({ signal }) =>
      apiGet<TimeRequestHistory>(`/api/children/${encodeURIComponent(childId ?? '')}/time-requests`, {
        signal,
        searchParams: new URLSearchParams({ days: String(days) }),
      }),
    enabled: Boolean(childId),
  });
}
