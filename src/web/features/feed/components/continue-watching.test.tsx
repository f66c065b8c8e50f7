// "Continue watching" on the feed: the signed-in user's started videos with how far each was watched; nothing (and
// no library request) for a visitor, nothing when the list is empty.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Library } from '#shared/library.schema';
import { SIGNED_IN_HINT_KEY } from '#web/lib/session';
import { ok, stubApi } from '#web/test/api-stub';
import { aFeedItem, aMe } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { ContinueWatching } from './continue-watching';

const ME = aMe();

const library = (continueWatching: Library['continueWatching']): Library => ({
  continueWatching,
  watchLater: [],
  liked: [],
});

afterEach(() => {
  window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
});

describe('ContinueWatching', () => {
  it('lists the started videos with the part watched', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
    stubApi({
      'GET /api/me': ok(ME),
      'GET /api/library': ok(
        library([
          {
            ...aFeedItem({ id: 'v1', title: 'Wudu step by step' }),
            positionSeconds: 90,
            durationSeconds: 360,
          },
        ]),
      ),
    });
    renderWithProviders(<ContinueWatching />);
    const row = await screen.findByRole('region', { name: 'Continue watching' });
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/video/v1');
    const bar = screen.getByRole('progressbar', { name: 'How much of Wudu step by step was watched' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% watched');
  });

  it('shows nothing when nothing was started', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
    const api = stubApi({ 'GET /api/me': ok(ME), 'GET /api/library': ok(library([])) });
    const { container } = renderWithProviders(<ContinueWatching />);
    await vi.waitFor(() => expect(api.callsTo('GET /api/library')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });

  it('asks nothing of the library for a visitor', async () => {
    const api = stubApi({ 'GET /api/auth/get-session': ok(null) });
    const { container } = renderWithProviders(<ContinueWatching />);
    await vi.waitFor(() => expect(api.callsTo('GET /api/auth/get-session')).toHaveLength(1));
    expect(api.callsTo('GET /api/library')).toEqual([]);
    expect(container.querySelector('section')).toBeNull();
  });
});
