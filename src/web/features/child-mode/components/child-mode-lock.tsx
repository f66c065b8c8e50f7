// While this device is in child mode, every page outside /child/* sends the child back to /child/feed, and
// renders nothing else: a page's own redirect (a guard sending a signed-out visitor to /) must not run and win.
// (The server is what keeps parent pages and APIs closed: the parent's session is parked while in child mode.)
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readChildSession } from '../lib/child-session-storage';

export function ChildModeLock({ children }: { children: ReactNode }) {
  return readChildSession() ? <Navigate to="/child/feed" replace /> : children;
}
