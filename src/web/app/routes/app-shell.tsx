// The app shell around every page that is not the child area's or TV mode's.
import { useRouteError } from 'react-router';
import { AppLayout } from '../layouts/app-layout';
import { RootErrorBoundary } from '../route-error-boundary';

export default AppLayout;

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}

// The text namespaces the shell draws with (the browser loads them before hydrating it, entry.client.tsx): its top
// bar, tabs and consent banner. What it shows only in some states (TV mode, the child-mode lock, the email notice, a
// dialog) asks for its own texts when it first renders, rather than every page's first load carrying them.
export const handle = { i18n: ['common'] };
