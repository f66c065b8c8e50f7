// Which Tutor lesson is on this device's screen right now (set by the Learn tab's lesson page while a lesson is being
// answered). The child frame's heartbeat names it, so those seconds count as screen time and as learning time.
import { useEffect, useSyncExternalStore } from 'react';

let onScreen: string | null = null;
const listeners = new Set<() => void>();

function setLessonOnScreen(lessonId: string | null): void {
  if (onScreen === lessonId) return;
  onScreen = lessonId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The lesson the heartbeat names, or null. */
export function useLessonOnScreen(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => onScreen,
    () => null,
  );
}

/** Marks `lessonId` as on screen while the calling page shows it (null: no lesson being answered). */
export function useShowLessonOnScreen(lessonId: string | null): void {
  useEffect(() => {
    setLessonOnScreen(lessonId);
    return () => setLessonOnScreen(null);
  }, [lessonId]);
}
