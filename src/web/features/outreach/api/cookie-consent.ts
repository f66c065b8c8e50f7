// GET/PUT /api/cookie-consent: whether this device has chosen, and saving its choice (with the user when signed in).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentChoice, ConsentState } from '#shared/outreach.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

export function consentQueryOptions(deviceId: string) {
  return queryOptions({
    queryKey: ['cookie-consent', deviceId] as const,
    queryFn: ({ signal }) =>
      apiGet<ConsentState>('/api/cookie-consent', {
        signal,
        searchParams: new URLSearchParams({ deviceId }),
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useConsent(deviceId: string, enabled: boolean) {
  return useQuery({ ...consentQueryOptions(deviceId), enabled });
}

export function saveConsent(deviceId: string, choice: ConsentChoice): Promise<ConsentState> {
  return apiRequest<ConsentState>('/api/cookie-consent', { method: 'PUT', body: { deviceId, ...choice } });
}
