import { type LoaderFunctionArgs, useRouteError } from 'react-router';
import { childSessionQueryOptions } from '#web/features/child-mode';
import { prefetch } from '../prefetch';
import { RootErrorBoundary } from '../route-error-boundary';

/** The child's session (name, screen time, games allowed) the TV frame shows, read with the child credential. */
export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(childSessionQueryOptions(api)));
}

export { TvChildLayout as default } from '#web/features/tv/pages/tv-child-layout';

export function ErrorBoundary() {
  return <RootErrorBoundary error={useRouteError()} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin-settings', 'auth', 'child-mode', 'common', 'outreach', 'tv'] };
