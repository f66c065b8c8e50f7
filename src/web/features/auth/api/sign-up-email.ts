// POST /api/auth/sign-up/email: creates the account, signs it in and e-mails a link to confirm the address.
import type { SignUpInput } from '#shared/accounts.schema';
import { INVITATION_HEADER } from '#shared/outreach-messages';
import { apiRequest } from '#web/lib/api-client';

/** While registration is invite-only, the invitation's token rides along in a header. */
export function signUpEmail(input: SignUpInput, inviteToken?: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    body: input,
    ...(inviteToken ? { headers: { [INVITATION_HEADER]: inviteToken } } : {}),
  });
}
