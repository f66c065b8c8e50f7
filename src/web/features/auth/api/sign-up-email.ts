// POST /api/auth/sign-up/email: creates the account, signs it in and e-mails a link to confirm the address.
import type { SignUpInput } from '#shared/accounts.schema';
import { apiRequest } from '#web/lib/api-client';

export function signUpEmail(input: SignUpInput): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input });
}
