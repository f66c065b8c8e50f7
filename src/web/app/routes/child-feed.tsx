// /child/feed: the page of the child's feed its URL asks for, read with the device's child credential.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { childFeedQueryOptions, childSessionQueryOptions } from '#web/features/child-mode';
import { ChildFeedPage } from '#web/features/child-mode/pages/child-feed-page';
import { passLoaderHeaders, withNotice } from '../notice';
import { prefetch } from '../prefetch';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const data = await prefetch(context, async (queryClient, api) => {
    // A search in the address counts only while the parent lets this child search (the page leaves it out too).
    let search = q;
    if (q) {
      const options = childSessionQueryOptions(api);
      await queryClient.prefetchQuery(options);
      if (queryClient.getQueryData(options.queryKey)?.child.searchEnabled === false) search = '';
    }
    await queryClient.prefetchQuery(childFeedQueryOptions(page, search, api));
  });
  return withNotice(request, data);
}

export const headers = passLoaderHeaders;

export default function ChildFeedRoute() {
  return <ChildFeedPage notAppropriate={useLoaderData<typeof loader>().notice === 'not-appropriate'} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common'] };
