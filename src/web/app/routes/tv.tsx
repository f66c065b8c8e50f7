import { useRouteError } from 'react-router';
import { RootErrorBoundary } from '../route-error-boundary';

export { TvLayout as default } from '#web/features/tv/pages/tv-layout';

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common', 'tv'] };
