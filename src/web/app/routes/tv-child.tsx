import { useRouteError } from 'react-router';
import { RootErrorBoundary } from '../route-error-boundary';

export { TvChildLayout as default } from '#web/features/tv/pages/tv-child-layout';

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}
