// PATCH /api/admin/users/:userId: name, e-mail, phone, city, country and date of birth.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserUpdateInput } from '#shared/admin-users.schema';
import { apiRequest } from '#web/lib/api-client';
import { adminUserKey } from './get-admin-user';

export function useUpdateAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUserUpdateInput) =>
      apiRequest<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
      }),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey(id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] });
    },
  });
}
