// The feed page's states that the server's HTML does not show: the feed closed to visitors answers a sign-in
// prompt once the browser's own request is refused.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseFeedSearchParams } from '#shared/feed.schema';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { FeedPage } from './feed-page';

describe('FeedPage', () => {
  it('asks a visitor to sign in when the feed is closed to visitors', async () => {
    stubApi({
      'GET /api/auth/get-session': ok(null),
      'GET /api/feed': apiError(401, 'NOT_AUTHENTICATED', 'Authentication required'),
    });
    renderWithProviders(<FeedPage query={parseFeedSearchParams(new URLSearchParams())} />, { url: '/feed' });

    expect(await screen.findByRole('heading', { name: 'Authentication required' })).toBeVisible();
    expect(screen.getByText('Please sign in to watch videos.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/signin');
  });
});
