// A pathless route inside the app shell: a page that fails shows its error message with the top bar and tabs kept.
import { Outlet, useRouteError } from 'react-router';
import { RouteErrorBoundary } from '../route-error-boundary';

export default function PageFrame() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary error={useRouteError()} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common'] };
