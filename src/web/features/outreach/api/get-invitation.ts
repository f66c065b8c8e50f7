// GET /api/invitation?token=: the address an invitation link is for (404 when used, expired or unknown).
import { useQuery } from '@tanstack/react-query';
import type { InvitationCheck } from '#shared/outreach.schema';
import { apiGet } from '#web/lib/api-client';

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) =>
      apiGet<InvitationCheck>('/api/invitation', {
        signal,
        searchParams: new URLSearchParams({ token: token ?? '' }),
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
