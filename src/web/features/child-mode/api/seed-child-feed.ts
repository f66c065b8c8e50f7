// The child feed's head start from its HTML (the server's html-preloads.ts, decision 026): the session and the first
// page as GET /api/child/session and GET /api/child/feed answered the page's own request. They go into the query
// cache before the first render, so the tiles render with the page instead of two round trips after the scripts.
// Only for /child/feed as it opens (no search, no later page); the block is read once and removed.
import type { QueryClient } from '@tanstack/react-query';
import type { ChildFeedBoot } from '#shared/child-mode';
import { childFeedQueryOptions } from './get-child-feed';
import { CHILD_SESSION_QUERY_KEY } from './get-child-session';

const BOOT_BLOCK_ID = 'boot-child-feed';

function isChildFeedBoot(value: unknown): value is ChildFeedBoot {
  if (typeof value !== 'object' || value === null) return false;
  const { session, feed } = value as Partial<ChildFeedBoot>;
  return typeof session?.sessionId === 'string' && session.status === 'active' && Array.isArray(feed?.items);
}

export function seedChildFeed(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const block = document.getElementById(BOOT_BLOCK_ID);
  if (!block) return;
  block.remove();
  if (location.pathname !== '/child/feed' || location.search) return;
  let boot: unknown;
  try {
    boot = JSON.parse(block.textContent ?? '');
  } catch {
    return; // the page asks the API, as without the block
  }
  if (!isChildFeedBoot(boot)) return;
  seedChildFeedData(queryClient, boot);
}

/** The session and first page into the cache: the browser's from the block, the server's render from the request. */
export function seedChildFeedData(queryClient: QueryClient, boot: ChildFeedBoot): void {
  queryClient.setQueryData(CHILD_SESSION_QUERY_KEY, boot.session);
  queryClient.setQueryData(childFeedQueryOptions(1, '').queryKey, boot.feed);
}
