// POST /api/creator/setup: the creator's public details; the session is reloaded so routing sees setup done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { creatorSetupSchema } from '#shared/accounts.schema';
import { apiRequest } from '#web/lib/api-client';
import { refreshMe } from '#web/lib/session';

export type CreatorSetupBody = z.output<typeof creatorSetupSchema>;

export function saveCreatorSetup(body: CreatorSetupBody): Promise<unknown> {
  return apiRequest<unknown>('/api/creator/setup', { method: 'POST', body });
}

export function useSaveCreatorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatorSetupBody) => {
      await saveCreatorSetup(body);
      return refreshMe(queryClient);
    },
  });
}
