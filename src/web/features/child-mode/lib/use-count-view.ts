// A child's view of a video: counted after 5 s on screen (spec); the server keeps one view per item per 24 hours.
// Used by the child video page and the TV's child player.
import { useEffect } from 'react';
import { recordChildView } from '../api/record-child-view';

export function useCountView(id: string, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') void recordChildView(id).catch(() => undefined);
    }, 5_000);
    return () => window.clearTimeout(timer);
  }, [id, ready]);
}
