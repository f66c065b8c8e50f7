// POST /api/content/:id/reports: a signed-in user flags a video for the moderators.
import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/engagement.schema';
import { apiRequest } from '#web/lib/api-client';

export function useReportContent(contentId: string) {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      apiRequest<{ id: string }>(`/api/content/${encodeURIComponent(contentId)}/reports`, {
        method: 'POST',
        body: input,
      }),
  });
}
