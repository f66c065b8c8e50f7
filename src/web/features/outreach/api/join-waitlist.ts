// POST /api/waitlist: joins the mailing list (one entry per address; a second sign-up succeeds quietly).
import type { WaitlistInput } from '#shared/outreach.schema';
import { apiRequest } from '#web/lib/api-client';

export function joinWaitlist(input: WaitlistInput): Promise<{ message: string }> {
  return apiRequest('/api/waitlist', { method: 'POST', body: input });
}
