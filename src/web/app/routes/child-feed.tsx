// /child/feed: the page of the child's feed its URL asks for, read with the device's child credential. While the
// parent's "learn first" minutes are not reached today, the Videos tab is the learn-first lock instead (the server
// refuses the feed meanwhile, so it is not read).
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { childFeedQueryOptions, childSessionQueryOptions, useChildSession } from '#web/features/child-mode';
import { ChildFeedPage } from '#web/features/child-mode/pages/child-feed-page';
import { LearnFirstLock, learnFirstOf } from '#web/features/learn';
import { passLoaderHeaders, withNotice } from '../notice';
import { prefetch } from '../prefetch';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const data = await prefetch(context, async (queryClient, api) => {
    const sessionOptions = childSessionQueryOptions(api);
    await queryClient.prefetchQuery(sessionOptions);
    if (learnFirstOf(queryClient.getQueryData(sessionOptions.queryKey))?.videosOpen === false) return;
    // A search in the address counts only while the parent lets this child search (the page leaves it out too).
    let search = q;
    if (q && queryClient.getQueryData(sessionOptions.queryKey)?.child.searchEnabled === false) search = '';
    await queryClient.prefetchQuery(childFeedQueryOptions(page, search, api));
  });
  return withNotice(request, data);
}

export const headers = passLoaderHeaders;

export default function ChildFeedRoute() {
  const notice = useLoaderData<typeof loader>().notice;
  const learnFirst = learnFirstOf(useChildSession().data);
  if (learnFirst && !learnFirst.videosOpen) return <LearnFirstLock state={learnFirst} />;
  return <ChildFeedPage notAppropriate={notice === 'not-appropriate'} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'learn'] };
