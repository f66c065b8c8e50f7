// Sends the heartbeat at the server's interval while the child app is visible, naming what is on screen (the
// video of the page by default, with the seconds its player played, or the Tutor lesson being answered; a game's
// frame names its game), and at once when
// the player asks (pause, end, leaving); the server's answer (or TIME_UP) sends the child to /child/time-up, after
// `onTimeUp` (a game stops at once).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ChildSessionInfo, HeartbeatInput } from '#shared/child-mode';
import { ApiError } from '#web/lib/api-client';
import { useLessonOnScreen } from '#web/lib/lesson-on-screen';
import { CHILD_SESSION_QUERY_KEY } from '../api/get-child-session';
import { sendHeartbeat } from '../api/send-heartbeat';
import { onHeartbeatRequest, videoSubject } from './watch-clock';

type HeartbeatOptions = {
  /** What is on screen; by default the video of a /child/video/:id page, the lesson being answered, or nothing. */
  subject?: HeartbeatInput;
  /** Called first when the server says the time is up (before the navigation). */
  onTimeUp?: () => void;
  /** Called when the server refuses the beat otherwise (403, e.g. games turned off). */
  onRefused?: (error: ApiError) => void;
  /** Where the time-up screen is (the TV's child shell has its own). */
  timeUpPath?: string;
};

export function useHeartbeat(active: boolean, intervalSeconds: number, options: HeartbeatOptions = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const subject = useRef<HeartbeatInput>({});
  const lessonId = useLessonOnScreen();
  const pathContent = /^\/child\/video\/([^/]+)/.exec(pathname)?.[1];
  subject.current =
    options.subject ?? (pathContent ? { contentId: pathContent } : lessonId ? { lessonId } : {});
  const callbacks = useRef(options);
  callbacks.current = options;

  useEffect(() => {
    if (!active) return;
    const timeUp = async () => {
      callbacks.current.onTimeUp?.();
      await queryClient.invalidateQueries({ queryKey: CHILD_SESSION_QUERY_KEY });
      await navigate(callbacks.current.timeUpPath ?? '/child/time-up', { replace: true });
    };
    const beat = async (requested?: HeartbeatInput) => {
      if (!requested && document.visibilityState !== 'visible') return;
      // A video's beat carries the seconds its player played since the previous one (watch-clock.ts).
      const current = subject.current;
      const named =
        requested ??
        (current.contentId && current.watchedSeconds === undefined
          ? videoSubject(current.contentId)
          : current);
      try {
        const result = await sendHeartbeat(named);
        // The screen-time moon follows the server's count between the session's own refreshes.
        queryClient.setQueryData<ChildSessionInfo>(CHILD_SESSION_QUERY_KEY, (info) =>
          info
            ? {
                ...info,
                screenTime: {
                  ...info.screenTime,
                  usedSeconds: result.usedSeconds,
                  remainingSeconds: result.remainingSeconds,
                },
                // The warnings and the grace follow the server's answer too.
                time: result.state,
                graceEndsAt: result.graceEndsAt,
              }
            : info,
        );
        if (result.status === 'timed_out') await timeUp();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'TIME_UP') await timeUp();
        else if (error instanceof ApiError && error.status === 401) {
          await queryClient.invalidateQueries({ queryKey: CHILD_SESSION_QUERY_KEY });
        } else if (error instanceof ApiError && error.status === 403) {
          callbacks.current.onRefused?.(error);
        }
        // A network hiccup: the next beat tries again; the server only counts real elapsed time.
      }
    };
    const timer = window.setInterval(() => void beat(), intervalSeconds * 1000);
    // The player asks for a beat at pause, at the end and when it goes away (watch-clock.ts).
    const stopListening = onHeartbeatRequest((requested) => void beat(requested));
    return () => {
      window.clearInterval(timer);
      stopListening();
    };
  }, [active, intervalSeconds, navigate, queryClient]);
}
