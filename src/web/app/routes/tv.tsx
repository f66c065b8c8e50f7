import { useRouteError } from 'react-router';
import { RootErrorBoundary } from '../route-error-boundary';

export { TvLayout as default } from '#web/features/tv/pages/tv-layout';

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}
