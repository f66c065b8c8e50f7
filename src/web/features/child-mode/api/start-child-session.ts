// POST /api/child-sessions: a parent hands this device to a child. The server sets the child credential and
// parks the parent's session; the app then reloads into /child/feed with no parent session in the browser.
import { useMutation } from '@tanstack/react-query';
import type { ChildSessionInfo } from '#shared/child-mode';
import { DEVICE_ID_HEADER } from '#shared/device-id-header';
import { apiRequest } from '#web/lib/api-client';
import { getDeviceId } from '#web/lib/device-id';
import { removeStorage } from '#web/lib/local-storage';
import { SIGNED_IN_HINT_KEY } from '#web/lib/session';
import { writeChildSession } from '../lib/child-session-storage';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function startChildSession(childId: string): Promise<ChildSessionInfo> {
  const timeZone = browserTimeZone();
  return apiRequest<ChildSessionInfo>('/api/child-sessions', {
    method: 'POST',
    headers: { [DEVICE_ID_HEADER]: getDeviceId() },
    body: {
      childId,
      deviceInfo: {
        screen_size: `${window.screen.width}x${window.screen.height}`,
        platform: navigator.platform,
      },
      ...(timeZone ? { timeZone } : {}),
    },
  });
}

export function useStartChildSession() {
  return useMutation({
    mutationFn: startChildSession,
    onSuccess: (info) => {
      writeChildSession({
        child_id: info.child.id,
        date_of_birth: info.child.dateOfBirth,
        name: info.child.name,
        session_id: info.sessionId,
        started_at: new Date().toISOString(),
      });
      // The parent session is parked on the server; the browser must not think it is signed in.
      removeStorage(SIGNED_IN_HINT_KEY);
      window.location.assign('/child/feed');
    },
  });
}
