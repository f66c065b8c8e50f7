import { useRouteError } from 'react-router';
import { PARENT_SEES_PATH } from '#web/features/child-mode';
import { childAreaLoader } from '../child-area-loader';
import { RootErrorBoundary } from '../route-error-boundary';

export const loader = childAreaLoader({
  timeUp: '/tv/child/time-up',
  home: '/tv/child',
  readableWhenTimedOut: [`/tv${PARENT_SEES_PATH}`],
});

export { TvChildLayout as default } from '#web/features/tv/pages/tv-child-layout';

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'tv'] };
