// POST /api/child/heartbeat: "still here" every 30 s while the child app is on screen; the server adds the time.
// The beat names what is on screen: the video being watched, or the game being played.
import type { HeartbeatInput, HeartbeatResult } from '#shared/child-mode';
import { apiRequest } from '#web/lib/api-client';

export function sendHeartbeat(subject: HeartbeatInput): Promise<HeartbeatResult> {
  return apiRequest<HeartbeatResult>('/api/child/heartbeat', { method: 'POST', body: subject });
}
