// /child/demo: the page of the demo's feed its URL asks for, read before drawing.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { demoChildFeedQueryOptions } from '#web/features/child-mode';
import { ChildDemoFeedPage } from '#web/features/child-mode/pages/child-demo';
import { passLoaderHeaders, withNotice } from '../notice';
import { prefetch } from '../prefetch';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const data = await prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(demoChildFeedQueryOptions(page, q, api)),
  );
  return withNotice(request, data);
}

export const headers = passLoaderHeaders;

export default function ChildDemoFeedRoute() {
  return <ChildDemoFeedPage notAppropriate={useLoaderData<typeof loader>().notice === 'not-appropriate'} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain', 'video'] };
