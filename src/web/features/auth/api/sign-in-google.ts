// POST /api/auth/sign-in/social: asks the server for Google's sign-in address, then leaves for it. (better-auth
// 1.7's genericOAuth registers Google as a social provider; there is no /sign-in/oauth2 endpoint.)
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { activeI18n } from '#web/lib/i18n/i18n';

type OAuthStart = { url?: unknown };

export async function startGoogleSignIn(): Promise<void> {
  const answer = await apiRequest<OAuthStart>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/signin?error=oauth' },
  });
  if (typeof answer?.url !== 'string' || !answer.url)
    throw new Error(activeI18n().t('auth:google.startFailed'));
  window.location.href = answer.url;
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
