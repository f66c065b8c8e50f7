// GET /api/content/:id/next: a random other published video, fetched when Next is pressed.
import type { NextVideo } from '#shared/engagement';
import { apiGet } from '#web/lib/api-client';

export function getNextVideo(contentId: string): Promise<NextVideo> {
  return apiGet<NextVideo>(`/api/content/${encodeURIComponent(contentId)}/next`);
}
