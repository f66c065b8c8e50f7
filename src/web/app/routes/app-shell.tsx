// The app shell around every page that is not the child area's or TV mode's.
import { useRouteError } from 'react-router';
import { AppLayout } from '../layouts/app-layout';
import { RootErrorBoundary } from '../route-error-boundary';

export default AppLayout;

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin-settings', 'auth', 'child-mode', 'common', 'outreach', 'tv'] };
