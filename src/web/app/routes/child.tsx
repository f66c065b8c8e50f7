// The locked child area's frame. While TV mode is on, a device in child mode moves to the child's TV screens.
import { useRouteError } from 'react-router';
import { ChildLayout } from '#web/features/child-mode/pages/child-layout';
import { ChildTvSwitch } from '#web/features/tv';
import { RootErrorBoundary } from '../route-error-boundary';

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
