// The app shell around every page that is not the child area's or TV mode's.
import { useRouteError } from 'react-router';
import { AppLayout } from '../layouts/app-layout';
import { RootErrorBoundary } from '../route-error-boundary';

export default AppLayout;

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}
