// "3 days ago" on a page the server draws (every page, decision 030-w): the drawing was made at another
// moment than the browser's first render, so its words may differ ("just now" against "2 minutes ago"). Hydrating,
// the element keeps the drawing's words without a mismatch (suppressHydrationWarning), and right after it is drawn
// again with the browser's own clock.
import { useSyncExternalStore } from 'react';
import { formatTimeAgo } from '#web/lib/format';

const subscribeToNothing = () => () => undefined;

export function TimeAgo({ isoDate }: { isoDate: string }) {
  // The server's snapshot while hydrating (and on the server), the browser's after: React re-renders in between.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return (
    <time key={hydrating ? 'drawn' : 'now'} dateTime={isoDate} suppressHydrationWarning>
      {formatTimeAgo(isoDate)}
    </time>
  );
}
