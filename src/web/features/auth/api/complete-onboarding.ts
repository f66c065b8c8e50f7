// POST /api/me/onboarding-complete: records on the signed-in user's profile that onboarding was seen. Auth's
// job, like the role choice: registration calls it for a visitor who saw the slides before having an account.
import { apiRequest } from '#web/lib/api-client';

export function completeOnboarding(): Promise<unknown> {
  return apiRequest<unknown>('/api/me/onboarding-complete', { method: 'POST', body: {} });
}
