// PUT /api/me/locale: the interface language a signed-in user picks is kept on their account. The other
// way round (the account's language applied after signing in) is refreshMe's, in lib/session.ts.
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/accounts.schema';
import type { Locale } from '#shared/locales';
import { apiRequest } from '#web/lib/api-client';
import { ME_QUERY_KEY } from '#web/lib/session';

export function saveLocale(locale: Locale): Promise<{ locale: Locale }> {
  return apiRequest<{ locale: Locale }>('/api/me/locale', { method: 'PUT', body: { locale } });
}

/**
 * Saves the picked language; the cached session then says the same, so nothing switches it back. A failed save keeps
 * the choice on this device. A plain request, not a mutation: the app shell draws it on every page's first load.
 */
export function useSaveLocale(): (locale: Locale) => void {
  const queryClient = useQueryClient();
  return (picked) => {
    saveLocale(picked).then(
      ({ locale }) =>
        queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) =>
          me ? { ...me, user: { ...me.user, locale } } : me,
        ),
      () => undefined,
    );
  };
}
