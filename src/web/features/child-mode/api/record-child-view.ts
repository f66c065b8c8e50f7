// POST /api/child/views: the child watched this video for 5 seconds (counted once per 24 hours).
import { apiRequest } from '#web/lib/api-client';

export function recordChildView(contentId: string): Promise<{ counted: boolean }> {
  return apiRequest<{ counted: boolean }>('/api/child/views', { method: 'POST', body: { contentId } });
}
