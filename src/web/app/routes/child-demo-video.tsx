// /child/demo/video/:id: a video of the demo's catalog, read before drawing. One the demo does not hold (unknown, or
// not for the youngest) sends the visitor back to the demo's videos (saying why when it is not for the youngest), as the child area does.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { demoChildContentQueryOptions } from '#web/features/child-mode';
import { ApiError } from '#web/lib/api-client';
import { redirectWithNotice } from '../notice';
import { prefetch } from '../prefetch';

export async function loader({ params, context }: LoaderFunctionArgs) {
  let refused: number | undefined;
  const data = await prefetch(context, (queryClient, api) =>
    queryClient.fetchQuery(demoChildContentQueryOptions(params.id ?? '', api)).catch((error: unknown) => {
      if (error instanceof ApiError) refused = error.status;
    }),
  );
  if (refused === 403) throw redirectWithNotice('/child/demo', 'not-appropriate');
  if (refused === 404) throw redirect('/child/demo');
  return data;
}

export { ChildDemoVideoPage as default } from '#web/features/child-mode/pages/child-demo';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain', 'video'] };
