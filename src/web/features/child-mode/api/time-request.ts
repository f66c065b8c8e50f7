// GET and POST /api/child/time-requests: the child's latest request and today's extra time, followed live (an event
// stream on the same path, fed by the server's LISTEN/NOTIFY), and the ask itself.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChildTimeRequestStatus, TimeRequestOrigin } from '#shared/time-requests';
import { apiGet, apiRequest } from '#web/lib/api-client';

const PATH = '/api/child/time-requests';
const STATUS_KEY = ['child', 'time-request'] as const;

export function timeRequestStatusQueryOptions() {
  return queryOptions({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => apiGet<ChildTimeRequestStatus>(PATH, { signal }),
    staleTime: 0,
  });
}

/**
 * The status, kept current by an event stream while the screen is open: the answer shows within a moment of the
 * parent's tap (SSE rather than polling: one idle connection instead of a request every second, and no delay).
 * The browser reconnects by itself after a dropped stream; every (re)connection starts with the current status.
 */
export function useTimeRequestStatus() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(PATH);
    source.addEventListener('change', (event) => {
      queryClient.setQueryData(
        STATUS_KEY,
        JSON.parse((event as MessageEvent<string>).data) as ChildTimeRequestStatus,
      );
    });
    return () => source.close();
  }, [queryClient]);
  return useQuery(timeRequestStatusQueryOptions());
}

export function useAskForTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (from: TimeRequestOrigin) =>
      apiRequest<ChildTimeRequestStatus>(PATH, { method: 'POST', body: { from } }),
    // The stream may already have brought the answer to this very request: a late reply never takes it back.
    onSuccess: (status) =>
      queryClient.setQueryData<ChildTimeRequestStatus>(STATUS_KEY, (current) =>
        current?.latest && current.latest.id === status.latest?.id && current.latest.state !== 'pending'
          ? current
          : status,
      ),
  });
}
