// POST /api/child/heartbeat: "still here" every 30 s while the child app is on screen; the server adds the time.
// The beat names what is on screen: the video being watched, the game being played, or the Tutor lesson being
// answered (its seconds count as learning time of the day too).
import type { HeartbeatInput, HeartbeatResult } from '#shared/child-mode';
import { apiRequest } from '#web/lib/api-client';

export function sendHeartbeat(subject: HeartbeatInput): Promise<HeartbeatResult> {
  return apiRequest<HeartbeatResult>('/api/child/heartbeat', { method: 'POST', body: subject });
}
