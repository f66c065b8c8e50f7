// The billing calls: the parent's plan, starting checkout, the success page's confirmation (polled until
// the server has the webhook), the spec's billing portal call, choosing the active child, complimentary Premium,
// and the admins' list of duplicate subscriptions.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingStatus,
  CheckoutSessionCreated,
  CheckoutSessionState,
  ComplimentaryPremium,
  DuplicateSubscription,
  PortalSession,
} from '#shared/billing';
import { type ApiFetch, apiGet, apiRequest } from '#web/lib/api-client';

export const BILLING_STATUS_KEY = ['billing', 'status'] as const;

export function billingStatusQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: BILLING_STATUS_KEY,
    queryFn: ({ signal }) => apiGet<BillingStatus>('/api/billing/status', { signal, fetch: api }),
  });
}

export function useBillingStatus() {
  return useQuery(billingStatusQueryOptions());
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: () =>
      apiRequest<CheckoutSessionCreated>('/api/billing/checkout-sessions', { method: 'POST', body: {} }),
  });
}

/** Asks every 1.5 s until the server confirms the subscription (the webhook may still be on its way). */
export function useCheckoutState(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['billing', 'checkout-session', sessionId],
    enabled: Boolean(sessionId),
    queryFn: async ({ signal }) => {
      const state = await apiGet<CheckoutSessionState>(
        `/api/billing/checkout-sessions/${encodeURIComponent(sessionId ?? '')}`,
        { signal },
      );
      if (state.state === 'active') {
        await queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY });
        await queryClient.invalidateQueries({ queryKey: ['me'] });
      }
      return state;
    },
    refetchInterval: (query) => (query.state.data?.state === 'active' ? false : 1_500),
    retry: false,
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: (userId: string | undefined) =>
      apiRequest<PortalSession>('/api/create-portal-session', { method: 'POST', body: { userId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useChooseActiveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) =>
      apiRequest<BillingStatus>('/api/billing/active-child', { method: 'POST', body: { childId } }),
    onSuccess: (status) => {
      queryClient.setQueryData(BILLING_STATUS_KEY, status);
      void queryClient.invalidateQueries({ queryKey: ['children'] });
    },
  });
}

const compKey = (userId: string) => ['admin', 'complimentary-premium', userId] as const;

export function useComplimentaryPremium(userId: string) {
  return useQuery({
    queryKey: compKey(userId),
    queryFn: ({ signal }) =>
      apiGet<ComplimentaryPremium>(`/api/admin/users/${encodeURIComponent(userId)}/complimentary-premium`, {
        signal,
      }),
  });
}

export function useSetComplimentaryPremium(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) =>
      apiRequest<ComplimentaryPremium>(
        `/api/admin/users/${encodeURIComponent(userId)}/complimentary-premium`,
        {
          method: 'PUT',
          body: { granted },
        },
      ),
    onSuccess: (value) => queryClient.setQueryData(compKey(userId), value),
  });
}

/** Admins: families' second paid subscriptions and what was done with each. */
export function useDuplicateSubscriptions() {
  return useQuery({
    queryKey: ['admin', 'billing', 'duplicate-subscriptions'],
    queryFn: ({ signal }) =>
      apiGet<{ entries: DuplicateSubscription[] }>('/api/admin/billing/duplicate-subscriptions', { signal }),
  });
}
