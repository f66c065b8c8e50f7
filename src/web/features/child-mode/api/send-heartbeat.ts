// POST /api/child/heartbeat: "still here" every 30 s while the child app is on screen; the server adds the time.
import type { HeartbeatResult } from '#shared/child-mode';
import { apiRequest } from '#web/lib/api-client';

export function sendHeartbeat(contentId: string | undefined): Promise<HeartbeatResult> {
  return apiRequest<HeartbeatResult>('/api/child/heartbeat', {
    method: 'POST',
    body: contentId ? { contentId } : {},
  });
}
