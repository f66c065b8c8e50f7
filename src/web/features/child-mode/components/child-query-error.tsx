// What a child page does with a failed request: time up → /child/time-up; not for this child → back to
// /child/feed with the server's message; the session gone → the layout re-checks it; anything else → a banner.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { LoadingState } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { CHILD_SESSION_QUERY_KEY } from '../api/get-child-session';

export type ChildFeedNotice = { notice: string };

export function ChildQueryError({ error }: { error: unknown }) {
  const queryClient = useQueryClient();
  const sessionGone = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (sessionGone) void queryClient.invalidateQueries({ queryKey: CHILD_SESSION_QUERY_KEY });
  }, [sessionGone, queryClient]);
  // One state per error: <Navigate> navigates again whenever its state changes, and a navigation that waits for
  // its loaders re-renders this page meanwhile — a new object each render would navigate without end.
  const state = useMemo<ChildFeedNotice>(() => ({ notice: errorMessage(error) }), [error]);
  if (error instanceof ApiError && error.code === 'TIME_UP') return <Navigate to="/child/time-up" replace />;
  if (error instanceof ApiError && error.code === 'FORBIDDEN')
    return <Navigate to="/child/feed" replace state={state} />;
  if (sessionGone) return <LoadingState />;
  return <ErrorBanner>{errorMessage(error)}</ErrorBanner>;
}
