// The locked child area's frame. While TV mode is on, a device in child mode moves to the child's TV screens.
import { useRouteError } from 'react-router';
import { PARENT_SEES_PATH } from '#web/features/child-mode';
import { ChildLayout } from '#web/features/child-mode/pages/child-layout';
import { ChildTvSwitch } from '#web/features/tv';
import { childAreaLoader } from '../child-area-loader';
import { RootErrorBoundary } from '../route-error-boundary';

export const loader = childAreaLoader({
  timeUp: '/child/time-up',
  home: '/child/feed',
  readableWhenTimedOut: [PARENT_SEES_PATH],
});

export default function ChildArea() {
  return (
    <ChildTvSwitch>
      <ChildLayout />
    </ChildTvSwitch>
  );
}

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}

// The text namespaces the child's frame draws with (the browser loads them before hydrating it, entry.client.tsx).
// The child's TV screens, when TV mode is on, load theirs when they first render.
export const handle = { i18n: ['child-mode', 'common'] };
