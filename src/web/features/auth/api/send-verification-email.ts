// POST /api/auth/send-verification-email: e-mails a new confirmation link to the signed-in user's address.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** Where the link in the e-mail lands (the server sets the same page; sending it keeps both in step). */
export const EMAIL_VERIFIED_PATH = '/email-verified';

export function sendVerificationEmail(email: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: EMAIL_VERIFIED_PATH },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
