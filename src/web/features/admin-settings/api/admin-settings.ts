// GET /api/admin/settings and the PUT of each card.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSettings,
  FeedVisibilitySetting,
  NotificationsSetting,
  SecuritySetting,
  SiteConfigSetting,
  TvModeSetting,
} from '#shared/site-settings.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => apiGet<AdminSettings>('/api/admin/settings', { signal }),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

type Cards = {
  'tv-mode': TvModeSetting;
  'feed-visibility': FeedVisibilitySetting;
  site: SiteConfigSetting;
  security: SecuritySetting;
  notifications: NotificationsSetting;
};

export function useSaveSetting<K extends keyof Cards>(card: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Cards[K]) =>
      apiRequest<Cards[K]>(`/api/admin/settings/${card}`, { method: 'PUT', body: value }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
      // The site's name and support e-mail are public answers too (/api/site, its footer): shown fresh at once.
      if (card === 'site') await queryClient.invalidateQueries({ queryKey: ['site'] });
    },
  });
}
