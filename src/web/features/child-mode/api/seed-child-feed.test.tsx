// The child feed's HTML block (html-preloads.ts withBootChildFeed) fills the session and first-page queries before
// the first render, once, and only for /child/feed as it opens; the page then renders its tiles without asking.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChildFeedBoot } from '#shared/child-mode';
import { createQueryClient } from '#web/lib/query-client';
import { stubApi } from '#web/test/api-stub';
import { aChildSession, aFeedItem, aFeedPage } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { ChildFeedPage } from '../pages/child-feed-page';
import { childFeedQueryOptions } from './get-child-feed';
import { CHILD_SESSION_QUERY_KEY } from './get-child-session';
import { seedChildFeed } from './seed-child-feed';

const session = aChildSession();
const boot: ChildFeedBoot = {
  session,
  feed: aFeedPage([aFeedItem({ title: 'Counting </script> stars' }), aFeedItem({ title: 'Wudu steps' })]),
};
const FEED = { pathname: '/child/feed', search: '' };

function block(text: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="boot-child-feed">${text}</script>`,
  );
}

afterEach(() => document.getElementById('boot-child-feed')?.remove());

describe('seedChildFeed', () => {
  it('fills the session and the first page once, and the page renders its tiles without a request', async () => {
    block(JSON.stringify(boot).replace(/</g, '\\u003c'));
    const api = stubApi({});
    const queryClient = createQueryClient();
    seedChildFeed(queryClient, FEED);
    expect(document.getElementById('boot-child-feed')).toBeNull();
    expect(queryClient.getQueryData(CHILD_SESSION_QUERY_KEY)).toEqual(session);
    expect(queryClient.getQueryData(childFeedQueryOptions(1, '').queryKey)).toEqual(boot.feed);

    renderWithProviders(<ChildFeedPage />, { url: '/child/feed', queryClient });
    expect(await screen.findByRole('link', { name: 'Counting </script> stars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wudu steps' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('leaves the queries empty for a search, another page, a block that is not JSON or not an active session', () => {
    const cases: [string, { pathname: string; search: string }][] = [
      [JSON.stringify(boot), { pathname: '/child/feed', search: '?q=stars' }],
      [JSON.stringify(boot), { pathname: '/child/games', search: '' }],
      ['{not json', FEED],
      [JSON.stringify({ ...boot, session: { ...session, status: 'timed_out' } }), FEED],
      [JSON.stringify({ session }), FEED],
    ];
    for (const [text, location] of cases) {
      block(text);
      const queryClient = createQueryClient();
      seedChildFeed(queryClient, location);
      expect(document.getElementById('boot-child-feed'), text).toBeNull();
      expect(queryClient.getQueryData(CHILD_SESSION_QUERY_KEY), text).toBeUndefined();
      expect(queryClient.getQueryData(childFeedQueryOptions(1, '').queryKey), text).toBeUndefined();
    }
  });
});
