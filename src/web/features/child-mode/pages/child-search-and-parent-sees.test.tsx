// The child's frame and feed with the parent's settings: the child's picture in the top bar, the "Your parent can
// see this" sign and its page (in the child's language too), and the search box only while search is allowed.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeartbeatResult } from '#shared/child-mode';
import { i18n, initI18n } from '#web/lib/i18n/i18n';
import { ok, stubApi } from '#web/test/api-stub';
import { aChildSession, aFeedItem, aFeedPage } from '#web/test/fixtures';
import { localeTexts } from '#web/test/locale-texts';
import { renderWithProviders } from '#web/test/render';
import { ChildFeedPage } from './child-feed-page';
import { ChildLayout } from './child-layout';
import { ParentSeesPage } from './parent-sees-page';

const BEAT = ok<HeartbeatResult>({
  status: 'active',
  usedSeconds: 0,
  remainingSeconds: 3600,
  state: { kind: 'open', remainingSeconds: 3600, warning: null },
  graceEndsAt: null,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the child's top bar", () => {
  it("shows the child's picture and a sign, reachable by keyboard, to what the parent can see", async () => {
    stubApi({
      'GET /api/child/session': ok(aChildSession({ name: 'Yusuf', avatar: 'rocket' })),
      'POST /api/child/heartbeat': BEAT,
      'GET /api/site': ok({ siteName: 'Qamar Kids' }),
    });
    const { container, user } = renderWithProviders(<ChildLayout />, { url: '/child/feed' });
    const banner = await screen.findByRole('banner');
    expect(banner.querySelector('[data-avatar="rocket"]')).not.toBeNull();
    const sign = within(banner).getByRole('link', { name: 'Your parent can see this' });
    expect(sign).toHaveAttribute('href', '/child/parent-can-see');
    // Tabbing from the start reaches the sign before the way out.
    await user.tab();
    await user.tab();
    expect(sign).toHaveFocus();
    expect(container.querySelector('[data-avatar="none"]')).toBeNull();
  });

  it("shows the child's initial when no picture was chosen", async () => {
    stubApi({
      'GET /api/child/session': ok(aChildSession({ name: 'yusuf', avatar: null })),
      'POST /api/child/heartbeat': BEAT,
      'GET /api/site': ok({ siteName: 'Qamar Kids' }),
    });
    renderWithProviders(<ChildLayout />, { url: '/child/feed' });
    const banner = await screen.findByRole('banner');
    expect(banner.querySelector('[data-avatar="none"]')).toHaveTextContent('Y');
  });
});

describe("the child's feed and the search switch", () => {
  it('has a search box while search is allowed, and searches what the address asks', async () => {
    const api = stubApi({
      'GET /api/child/session': ok(aChildSession({ searchEnabled: true })),
      'GET /api/child/feed': ok(aFeedPage([aFeedItem({ title: 'Counting stars' })])),
    });
    renderWithProviders(<ChildFeedPage />, { url: '/child/feed?q=stars' });
    expect(await screen.findByText('Counting stars')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('stars');
    await waitFor(() =>
      expect(api.callsTo('GET /api/child/feed').some((call) => call.search.get('q') === 'stars')).toBe(true),
    );
  });

  it('has no search box when search is off, and leaves a search in the address out', async () => {
    const api = stubApi({
      'GET /api/child/session': ok(aChildSession({ searchEnabled: false })),
      'GET /api/child/feed': ok(aFeedPage([aFeedItem({ title: 'Counting stars' })])),
    });
    renderWithProviders(<ChildFeedPage />, { url: '/child/feed?q=stars' });
    await waitFor(() =>
      expect(api.callsTo('GET /api/child/feed').some((call) => !call.search.has('q'))).toBe(true),
    );
    expect(await screen.findByText('Counting stars')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    // Once the session said so, no search was asked for.
    const asked = api.callsTo('GET /api/child/feed').map((call) => call.search.get('q'));
    expect(asked.at(-1)).toBeNull();
  });
});

describe('the "Your parent can see this" page', () => {
  it('says what the parent sees and that nobody else does, with a way back to the videos', () => {
    renderWithProviders(<ParentSeesPage />, { url: '/child/parent-can-see' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your parent can see this' })).toBeVisible();
    const sees = screen.getByRole('region', { name: 'Your parent can see' });
    expect(
      within(sees)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'How long you watched and played today',
      'Which videos you watched and which games you played',
      'When you ask for more time',
    ]);
    expect(screen.getByRole('region', { name: 'Nobody else can see' })).toHaveTextContent(
      'Other children and the people who make the videos cannot see what you watch or play.',
    );
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/child/feed');
  });

  it("speaks the child's language, right to left in Urdu", () => {
    initI18n('ur', localeTexts('ur'));
    renderWithProviders(<ParentSeesPage />, { url: '/child/parent-can-see' });
    expect(screen.getByRole('heading', { level: 1, name: 'آپ کے امی ابو یہ دیکھ سکتے ہیں' })).toBeVisible();
    expect(screen.getByText('جب آپ مزید وقت مانگتے ہیں')).toBeVisible();
    expect(i18n.dir()).toBe('rtl');
  });
});
