// The TV Mode and Feed Visibility modals: the spec's messages and timings (fake timers) — TV mode closes 1.5 s after
// 'Settings saved successfully'; feed visibility's 'Settings updated successfully.' is hidden after 3 s.
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '#shared/site-settings.schema';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { FEED_SUCCESS_MS, FeedVisibilityModal, TV_MODE_CLOSE_MS, TvModeModal } from './setting-modals';

const SETTINGS: AdminSettings = {
  tvMode: { enabled: false },
  feedVisibility: { public: true },
  site: { siteName: 'Qamar Kids', supportEmail: 'help@qamar.test' },
  security: { adminSessionHours: 168 },
  notifications: { newReport: true, newSubmission: true, dailyDigest: false },
};

function Harness({ which }: { which: 'tv' | 'feed' }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <>
      <p>{open ? 'modal open' : 'modal closed'}</p>
      {which === 'tv' ? (
        <TvModeModal open={open} onClose={close} />
      ) : (
        <FeedVisibilityModal open={open} onClose={close} />
      )}
    </>
  );
}

/** Lets fetches, React Query's notifications and React's renders run, moving the fake clock by `ms`. */
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TV Mode modal', () => {
  it('saves, says so, and closes 1.5 s later — not before', async () => {
    const api = stubApi({
      'GET /api/admin/settings': ok(SETTINGS),
      'PUT /api/admin/settings/tv-mode': ok({ enabled: true }),
    });
    renderWithProviders(<Harness which="tv" />);
    await flush(10);
    fireEvent.click(screen.getByRole('checkbox', { name: /Turn on TV mode/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await flush(10);
    expect(api.callsTo('PUT /api/admin/settings/tv-mode')[0]?.body).toEqual({ enabled: true });
    expect(screen.getByRole('status')).toHaveTextContent('Settings saved successfully');
    await flush(TV_MODE_CLOSE_MS - 100);
    expect(screen.getByText('modal open')).toBeInTheDocument();
    await flush(100);
    expect(screen.getByText('modal closed')).toBeInTheDocument();
  });

  it('says the spec words when loading or saving fails, and stays open', async () => {
    stubApi({
      'GET /api/admin/settings': apiError(500, 'INTERNAL', 'boom'),
    });
    renderWithProviders(<Harness which="tv" />);
    await flush(5_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load settings');
  });

  it('shows Failed to save settings on a refused save', async () => {
    stubApi({
      'GET /api/admin/settings': ok(SETTINGS),
      'PUT /api/admin/settings/tv-mode': apiError(500, 'INTERNAL', 'boom'),
    });
    renderWithProviders(<Harness which="tv" />);
    await flush(10);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await flush(10);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save settings');
    await flush(TV_MODE_CLOSE_MS * 2);
    expect(screen.getByText('modal open')).toBeInTheDocument();
  });
});

describe('Feed Visibility modal', () => {
  it('shows Settings updated successfully. for 3 s, then hides it; the modal stays open', async () => {
    const api = stubApi({
      'GET /api/admin/settings': ok(SETTINGS),
      'PUT /api/admin/settings/feed-visibility': ok({ public: false }),
    });
    renderWithProviders(<Harness which="feed" />);
    await flush(10);
    fireEvent.click(screen.getByRole('checkbox', { name: /Public feed/ }));
    expect(screen.getByText('Visitors are asked to sign in before they see any video.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await flush(10);
    expect(api.callsTo('PUT /api/admin/settings/feed-visibility')[0]?.body).toEqual({ public: false });
    expect(screen.getByRole('status')).toHaveTextContent('Settings updated successfully.');
    await flush(FEED_SUCCESS_MS - 100);
    expect(screen.getByText('Settings updated successfully.')).toBeInTheDocument();
    await flush(100);
    expect(screen.queryByText('Settings updated successfully.')).not.toBeInTheDocument();
    expect(screen.getByText('modal open')).toBeInTheDocument();
  });

  it('answers Authentication required when signed out, and the spec words for other failures', async () => {
    stubApi({
      'GET /api/admin/settings': ok(SETTINGS),
      'PUT /api/admin/settings/feed-visibility': apiError(
        401,
        'NOT_AUTHENTICATED',
        'Authentication required',
      ),
    });
    renderWithProviders(<Harness which="feed" />);
    await flush(10);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await flush(10);
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication required');
  });

  it('says Failed to load settings. Please try again later. when the settings cannot be read', async () => {
    stubApi({ 'GET /api/admin/settings': apiError(503, 'UNAVAILABLE', 'down') });
    renderWithProviders(<Harness which="feed" />);
    await flush(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load settings. Please try again later.');
  });

  it('closes with its X button', async () => {
    stubApi({ 'GET /api/admin/settings': ok(SETTINGS) });
    renderWithProviders(<Harness which="feed" />);
    await flush(10);
    // The X in the heading row comes first; the footer's Close button is the second.
    const [x] = screen.getAllByRole('button', { name: /close/i });
    fireEvent.click(x as HTMLElement);
    expect(screen.getByText('modal closed')).toBeInTheDocument();
  });
});
