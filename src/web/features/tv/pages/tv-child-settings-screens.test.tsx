// The child's TV screens that follow the parent's settings: Search while search is off (an address typed or
// remembered) says so kindly and leads to the videos; "Your parent can see this" in the TV's frame.
import { destroy, init } from '@noriginmedia/norigin-spatial-navigation';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, stubApi } from '#web/test/api-stub';
import { aChildSession } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { TvChildParentSeesPage, TvChildSearchPage } from './tv-child-pages';

// Spatial navigation is started by the TV shells; here by the test.
beforeAll(() => init({ shouldFocusDOMNode: true }));
afterAll(() => destroy());

describe("the child's TV screens and the parent's settings", () => {
  it('Search, while search is off, says so and leads to the videos without asking the server', async () => {
    const api = stubApi({ 'GET /api/child/session': ok(aChildSession({ searchEnabled: false })) });
    const { user, location } = renderWithProviders(<TvChildSearchPage />, { url: '/tv/child/search' });
    expect(await screen.findByTestId('tv-child-search-off')).toHaveTextContent(
      'Search is turned off for now. Ask a parent to turn it on.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Search is off' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Watch videos' }));
    expect(location()).toBe('/tv/child/videos');
    expect(api.callsTo('GET /api/child/feed')).toHaveLength(0);
  });

  it('"Your parent can see this" says what the parent sees, with a way back home', async () => {
    stubApi({});
    const { user, location } = renderWithProviders(<TvChildParentSeesPage />, {
      url: '/tv/child/parent-can-see',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your parent can see this' })).toBeInTheDocument();
    expect(screen.getByText('How long you watched and played today')).toBeVisible();
    expect(screen.getByText('When you ask for more time')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to videos' }));
    expect(location()).toBe('/tv/child');
  });
});
