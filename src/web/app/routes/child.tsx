// The locked child area's frame. While TV mode is on, a device in child mode moves to the child's TV screens.
import { type LoaderFunctionArgs, redirect, useRouteError } from 'react-router';
import type { ChildSessionInfo } from '#shared/child-mode';
import { childSessionQueryOptions } from '#web/features/child-mode';
import { ChildLayout } from '#web/features/child-mode/pages/child-layout';
import { ChildTvSwitch } from '#web/features/tv';
import { prefetch } from '../prefetch';
import { RootErrorBoundary } from '../route-error-boundary';

/**
 * The child's session (name, screen time) the frame shows, read with the device's child credential. The server
 * decides time-up: a used-up day goes to /child/time-up, and time-up is left for the feed once time is back.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let session: ChildSessionInfo | undefined;
  const data = await prefetch(context, async (queryClient, api) => {
    const options = childSessionQueryOptions(api);
    await queryClient.prefetchQuery(options);
    session = queryClient.getQueryData(options.queryKey);
  });
  const timeUp = new URL(request.url).pathname.replace(/\/$/, '') === '/child/time-up';
  if (session?.status === 'timed_out' && !timeUp) throw redirect('/child/time-up');
  if (session?.status === 'active' && timeUp) throw redirect('/child/feed');
  return data;
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
