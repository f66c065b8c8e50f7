// POST /api/me/role: gives a new account its parent or creator profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import type { SelfServiceRole } from '#web/lib/roles';
import { refreshMe } from '#web/lib/session';

export function chooseRole(role: SelfServiceRole): Promise<unknown> {
  return apiRequest<unknown>('/api/me/role', { method: 'POST', body: { role } });
}

/** Chooses the role and waits for the fresh session, so role guards see the new role before navigating. */
export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: SelfServiceRole) => {
      await chooseRole(role);
      return refreshMe(queryClient);
    },
  });
}
