// What a child page does with a failed request: time up → /child/time-up; not for this child → back to
// /child/feed with the server's message; learning comes first today (the parent's "learn first") → the server's
// words and the way to Learn, while the session is read again (the Videos tab then shows its lock); the session
// gone → the layout re-checks it; anything else → a banner.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { LoadingState } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { CHILD_SESSION_QUERY_KEY } from '../api/get-child-session';

export type ChildFeedNotice = { notice: string };

export function ChildQueryError({ error }: { error: unknown }) {
  const { t } = useTranslation('child-mode');
  const queryClient = useQueryClient();
  const sessionGone = error instanceof ApiError && error.status === 401;
  const learnFirst = error instanceof ApiError && error.code === 'LEARN_FIRST';
  useEffect(() => {
    if (sessionGone || learnFirst) void queryClient.invalidateQueries({ queryKey: CHILD_SESSION_QUERY_KEY });
  }, [sessionGone, learnFirst, queryClient]);
  // One state per error: <Navigate> navigates again whenever its state changes, and a navigation that waits for
  // its loaders re-renders this page meanwhile — a new object each render would navigate without end.
  const state = useMemo<ChildFeedNotice>(() => ({ notice: errorMessage(error) }), [error]);
  if (error instanceof ApiError && error.code === 'TIME_UP') return <Navigate to="/child/time-up" replace />;
  if (error instanceof ApiError && error.code === 'FORBIDDEN')
    return <Navigate to="/child/feed" replace state={state} />;
  if (sessionGone) return <LoadingState />;
  if (learnFirst) {
    return (
      <div className="space-y-4">
        <InfoBanner>{errorMessage(error)}</InfoBanner>
        <Link to="/child/learn" className={CHILD_BUTTON.primary}>
          {t('layout.tabs.learn')}
        </Link>
      </div>
    );
  }
  return <ErrorBanner>{errorMessage(error)}</ErrorBanner>;
}
