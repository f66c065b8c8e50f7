// POST /api/contact and POST /api/parent-network/messages: stored, then e-mailed to the support address.
import type { ContactInput, ParentNetworkInput } from '#shared/outreach.schema';
import { apiRequest } from '#web/lib/api-client';

export function sendContact(input: ContactInput): Promise<{ message: string }> {
  return apiRequest('/api/contact', { method: 'POST', body: input });
}

export function sendParentNetworkMessage(input: ParentNetworkInput): Promise<{ message: string }> {
  return apiRequest('/api/parent-network/messages', { method: 'POST', body: input });
}
