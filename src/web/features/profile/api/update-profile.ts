// PUT /api/profile: saves the profile settings form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OwnProfile, profileUpdateSchema } from '#shared/accounts.schema';
import { apiRequest } from '#web/lib/api-client';
import { refreshMe } from '#web/lib/session';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

export type ProfileUpdateBody = z.output<typeof profileUpdateSchema>;

export type ProfileUpdateAnswer = { profile: OwnProfile; message: string };

export function updateProfile(body: ProfileUpdateBody): Promise<ProfileUpdateAnswer> {
  return apiRequest<ProfileUpdateAnswer>('/api/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      if (answer?.profile) queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, answer.profile);
      else await queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY });
      // The name shown around the app comes from the session.
      await refreshMe(queryClient).catch(() => undefined);
    },
  });
}
