// /child → /child/feed (spec).
import { Navigate } from 'react-router';

export function ChildIndexPage() {
  return <Navigate to="/child/feed" replace />;
}
