// PUT /api/parent/content-preferences: the categories the parent's children may watch.
import { useMutation } from '@tanstack/react-query';
import type { Category } from '#shared/domain';
import { apiRequest } from '#web/lib/api-client';

export function saveContentPreferences(categories: Category[]): Promise<unknown> {
  return apiRequest<unknown>('/api/parent/content-preferences', { method: 'PUT', body: { categories } });
}

export function useSaveContentPreferences() {
  return useMutation({ mutationFn: saveContentPreferences });
}
