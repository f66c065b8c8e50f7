// POST /api/admin/users/:userId/suspend and /reinstate, PUT /api/admin/users/:userId/role: the user's access.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '#shared/admin-users.schema';
import type { UserRole } from '#shared/domain';
import { apiRequest } from '#web/lib/api-client';
import { adminUserKey } from './get-admin-user';

export type AccessChange = { kind: 'suspend' } | { kind: 'reinstate' } | { kind: 'role'; role: UserRole };

export function useChangeUserAccess(id: string) {
  const queryClient = useQueryClient();
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (change: AccessChange) =>
      change.kind === 'role'
        ? apiRequest<AdminUserDetail>(`${base}/role`, { method: 'PUT', body: { role: change.role } })
        : apiRequest<AdminUserDetail>(`${base}/${change.kind}`, { method: 'POST', body: {} }),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey(id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] });
    },
  });
}
