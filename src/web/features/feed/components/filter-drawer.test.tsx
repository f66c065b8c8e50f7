// The drawer as the feed page uses it: the URL holds the view, so filters are checked in the URL and in the
// request the page then sends to GET /api/feed.
import { screen, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FeedPage as FeedPageData, parseFeedSearchParams } from '#shared/feed.schema';
import { type ApiCall, ok, stubApi } from '#web/test/api-stub';
import { aFeedItem, aFeedPage } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { FeedPage } from '../pages/feed-page';

/** The page given the view its URL asks for, read with the schema the /feed route's loader reads it with. */
function FeedAtUrl() {
  const [searchParams] = useSearchParams();
  return <FeedPage query={parseFeedSearchParams(searchParams)} />;
}

function stubFeed() {
  return stubApi({
    // A visitor: no "Continue watching" row and no library request.
    'GET /api/auth/get-session': ok(null),
    'GET /api/feed': ok<FeedPageData>(
      aFeedPage([aFeedItem(), aFeedItem({ title: 'Nasheed: Tala al-Badru', category: 'Nasheeds & Songs' })]),
    ),
  });
}

/** The query string of the last feed request, decoded for reading. */
function lastFeedQuery(calls: ApiCall[]): string {
  const feed = calls.filter((call) => call.path === '/api/feed');
  return decodeURIComponent(feed.at(-1)?.search.toString() ?? '').replaceAll('+', ' ');
}

async function openDrawer(user: ReturnType<typeof renderWithProviders>['user'], name: string | RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Filters' });
}

describe('FilterDrawer on the feed page', () => {
  it('applies the chosen filters to the URL and the feed request, and counts them on the button', async () => {
    const api = stubFeed();
    const { user, location } = renderWithProviders(<FeedAtUrl />, { url: '/feed' });
    await screen.findByText('The Story of Prophet Yunus');
    expect(lastFeedQuery(api.calls)).toBe('');

    const drawer = await openDrawer(user, 'Filters');
    await user.click(within(drawer).getByRole('checkbox', { name: '6-8' }));
    await user.click(within(drawer).getByRole('checkbox', { name: '9-12' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Quran & Dua for Kids' }));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'Arabic');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Duration' }), '5-10 minutes');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Source type' }), 'TikTok');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Music' }), 'No music');
    // Nothing reaches the URL before Apply.
    expect(location()).toBe('/feed');

    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const expected =
      'age=2,3&category=Quran & Dua for Kids&language=Arabic&duration=5-10&source=tiktok&music=no';
    expect(decodeURIComponent(location()).replaceAll('+', ' ')).toBe(`/feed?${expected}`);
    await screen.findByRole('button', { name: 'Filters (7 active)' });
    expect(lastFeedQuery(api.calls)).toBe(expected);
  });

  it('opens with the filters of the URL ticked; Clear filters resets them and goes back to page 1', async () => {
    const api = stubFeed();
    const { user, location } = renderWithProviders(<FeedAtUrl />, {
      url: '/feed?q=wudu&age=1&music=yes&page=3',
    });
    await screen.findByText('The Story of Prophet Yunus');

    const drawer = await openDrawer(user, 'Filters (2 active)');
    expect(within(drawer).getByRole('checkbox', { name: '3-5' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: '6-8' })).not.toBeChecked();
    expect(within(drawer).getByRole('combobox', { name: 'Music' })).toHaveDisplayValue('With music');
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Any language');

    await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The search stays; the filters and the page number go.
    expect(location()).toBe('/feed?q=wudu');
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeVisible();
    expect(lastFeedQuery(api.calls)).toBe('q=wudu');
  });

  it('closing without Apply leaves the URL alone and forgets the unapplied changes', async () => {
    stubFeed();
    const { user, location } = renderWithProviders(<FeedAtUrl />, { url: '/feed?language=Urdu' });
    await screen.findByText('The Story of Prophet Yunus');

    let drawer = await openDrawer(user, 'Filters (1 active)');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Nasheeds & Songs' }));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'Any language');
    await user.click(within(drawer).getByRole('button', { name: 'Close filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/feed?language=Urdu');
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toHaveFocus();

    drawer = await openDrawer(user, 'Filters (1 active)');
    expect(within(drawer).getByRole('checkbox', { name: 'Nasheeds & Songs' })).not.toBeChecked();
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Urdu');
  });
  // Escape and the backdrop are the browser's <dialog> behaviour (happy-dom has no Escape): e2e/feed.desktop.spec.ts.
});
