// The locked child area's frame. While TV mode is on, a device in child mode moves to the child's TV screens.
import { type LoaderFunctionArgs, useRouteError } from 'react-router';
import { childSessionQueryOptions } from '#web/features/child-mode';
import { ChildLayout } from '#web/features/child-mode/pages/child-layout';
import { ChildTvSwitch } from '#web/features/tv';
import { prefetch } from '../prefetch';
import { RootErrorBoundary } from '../route-error-boundary';

/** The child's session (name, screen time) the frame shows, read with the device's child credential. */
export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(childSessionQueryOptions(api)));
}

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

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin-settings', 'auth', 'child-mode', 'common', 'outreach', 'tv'] };
