// While this device is in child mode, every page outside the child area sends the child back into it, and renders
// nothing else: a page's own redirect (a guard sending a signed-out visitor to /) must not run and win. The child
// area is /child/* and, while TV mode is on, the TV's child screens /tv/child/* (the adult TV shell passes `to`).
// (The server is what keeps parent pages and APIs closed: the parent's session is parked while in child mode.)
import { type ReactNode, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';
import { CHILD_DEMO_PATH } from '#shared/child-demo';
import { readChildSession } from '../lib/child-session-storage';

export const CHILD_HOME = '/child/feed';

const noSubscription = () => () => undefined;
const inChildMode = () => readChildSession() !== null;
// A prerendered page is never made for a device in child mode (the server sends none when the child cookie is there).
const notInChildMode = () => false;

export function ChildModeLock({ children, to = CHILD_HOME }: { children: ReactNode; to?: string }) {
  // Hydrating a prerendered page, the first pass renders what the server rendered, then this device's state.
  const locked = useSyncExternalStore(noSubscription, inChildMode, notInChildMode);
  return locked ? <Navigate to={to} replace /> : children;
}

/** True while this device is in child mode (the browser's copy; the server is the authority). */
export function isChildModeDevice(): boolean {
  return readChildSession() !== null;
}

/** Where "watch as a child" goes from a grown-up page: this device's child feed while in child mode, else the demo. */
export function childWatchPath(): string {
  return isChildModeDevice() ? CHILD_HOME : CHILD_DEMO_PATH;
}
