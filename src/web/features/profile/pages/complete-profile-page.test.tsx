import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_KEY } from '#web/lib/session';
import { ok, stubApi } from '#web/test/api-stub';
import { aMe } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { CompleteProfilePage } from './complete-profile-page';

describe('CompleteProfilePage', () => {
  beforeEach(() => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
  });

  it('offers parent or creator to an account with neither profile', async () => {
    stubApi({ 'GET /api/me': ok(aMe({}, { nextPath: '/complete-profile' })) });
    const { location } = renderWithProviders(<CompleteProfilePage />, { url: '/complete-profile' });
    expect(await screen.findByRole('button', { name: /parent/i })).toBeEnabled();
    expect(screen.getByRole('button', { name: /creator/i })).toBeEnabled();
    expect(location()).toBe('/complete-profile');
  });

  it.each([
    ['a parent with a profile', aMe({}, { nextPath: '/dashboard/parent' }), '/dashboard/parent'],
    [
      'a creator still setting up',
      aMe({ role: 'creator' }, { nextPath: '/creator/get-started' }),
      '/creator/get-started',
    ],
    ['an admin', aMe({ role: 'admin' }, { nextPath: '/dashboard/admin' }), '/dashboard/admin'],
  ])('offers no role to %s: it goes where the server says', async (_label, me, path) => {
    const api = stubApi({ 'GET /api/me': ok(me) });
    const { location } = renderWithProviders(<CompleteProfilePage />, { url: '/complete-profile' });
    await vi.waitFor(() => expect(location()).toBe(path));
    expect(screen.queryByRole('button', { name: /parent/i })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/me/role')).toHaveLength(0);
  });
});
