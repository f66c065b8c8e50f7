// Sends the heartbeat at the server's interval while the child app is visible, with the video being watched;
// the server's answer (or TIME_UP) sends the child to /child/time-up.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { CHILD_SESSION_QUERY_KEY } from '../api/get-child-session';
import { sendHeartbeat } from '../api/send-heartbeat';

export function useHeartbeat(active: boolean, intervalSeconds: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const contentId = useRef<string | undefined>(undefined);
  contentId.current = /^\/child\/video\/([^/]+)/.exec(pathname)?.[1];

  useEffect(() => {
    if (!active) return;
    const timeUp = async () => {
      await queryClient.invalidateQueries({ queryKey: CHILD_SESSION_QUERY_KEY });
      await navigate('/child/time-up', { replace: true });
    };
    const beat = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const result = await sendHeartbeat(contentId.current);
        if (result.status === 'timed_out') await timeUp();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'TIME_UP') await timeUp();
        else if (error instanceof ApiError && error.status === 401) {
          await queryClient.invalidateQueries({ queryKey: CHILD_SESSION_QUERY_KEY });
        }
        // A network hiccup: the next beat tries again; the server only counts real elapsed time.
      }
    };
    const timer = window.setInterval(() => void beat(), intervalSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [active, intervalSeconds, navigate, queryClient]);
}
