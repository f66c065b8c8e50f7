// While this device is in child mode, every page outside /child/* sends the child back to /child/feed. (The
// server is what keeps parent pages and APIs closed: the parent's session is parked while in child mode.)
import { Navigate } from 'react-router';
import { readChildSession } from '../lib/child-session-storage';

export function ChildModeLock() {
  return readChildSession() ? <Navigate to="/child/feed" replace /> : null;
}
