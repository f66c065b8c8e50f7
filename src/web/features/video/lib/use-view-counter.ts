// Counts a view once the player has been on screen for 5 s (time off screen or in a hidden tab does not count).
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { LIMITS } from '#shared/domain';
import type { ContentDetail } from '#shared/feed.schema';
import { contentQueryOptions } from '../api/get-content';
import { recordView } from '../api/record-view';

/** At least half of the player must be in view. */
const VISIBLE_RATIO = 0.5;

export function useViewCounter(target: RefObject<HTMLElement | null>, contentId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let inView = false;
    let visibleSince: number | null = null;
    let accumulated = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;

    const report = () => {
      done = true;
      cleanup();
      recordView(contentId, Math.round(LIMITS.viewCountAfterMs / 1000))
        .then((result) => {
          queryClient.setQueryData(
            contentQueryOptions(contentId).queryKey,
            (old: ContentDetail | undefined) => (old ? { ...old, viewCount: result.viewCount } : old),
          );
        })
        // The spec only logs a view that could not be recorded: watching must never be interrupted by it.
        .catch((error: unknown) => console.warn('View not recorded', error));
    };

    const update = () => {
      if (done) return;
      const visible = inView && document.visibilityState === 'visible';
      if (visible && visibleSince === null) {
        visibleSince = Date.now();
        timer = setTimeout(report, Math.max(0, LIMITS.viewCountAfterMs - accumulated));
      } else if (!visible && visibleSince !== null) {
        accumulated += Date.now() - visibleSince;
        visibleSince = null;
        clearTimeout(timer);
      }
    };

    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        inView = Boolean(entry?.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO);
        update();
      },
      { threshold: [0, VISIBLE_RATIO, 1] },
    );
    const cleanup = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
      clearTimeout(timer);
    };
    observer.observe(element);
    document.addEventListener('visibilitychange', update);
    return cleanup;
  }, [target, contentId, queryClient]);
}
