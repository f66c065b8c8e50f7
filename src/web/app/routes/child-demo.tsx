import { useRouteError } from 'react-router';
import { RootErrorBoundary } from '../route-error-boundary';

export { ChildDemoLayout as default } from '#web/features/child-mode/pages/child-demo';

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}
