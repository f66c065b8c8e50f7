// POST /api/me/onboarding-complete: records on the signed-in user's profile that onboarding was seen.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function completeOnboarding(): Promise<unknown> {
  return apiRequest<unknown>('/api/me/onboarding-complete', { method: 'POST', body: {} });
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
