// POST /api/child/content/{id}/start: a video starts, chosen by the child or (autoplay) the next one offered to this
// device. The server counts autoplayed videos in a row per child and refuses one past the parent's number.
import type { VideoStart } from '#shared/child-mode';
import { apiRequest } from '#web/lib/api-client';

export function startChildVideo(id: string, autoplay: boolean): Promise<VideoStart> {
  return apiRequest<VideoStart>(`/api/child/content/${encodeURIComponent(id)}/start`, {
    method: 'POST',
    body: { autoplay },
  });
}
