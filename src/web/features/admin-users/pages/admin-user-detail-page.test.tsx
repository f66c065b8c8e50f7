// User detail: Edit User → Save Changes sends the edit and says 'Profile updated successfully'; an address in use
// shows on its field with 'Failed to update user data'; an unknown user says 'User not found'; the extra cards slot.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, type AdminUserDetail } from '#shared/admin-users.schema';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { AdminUserDetailPage } from './admin-user-detail-page';

const yusuf: AdminUserDetail = {
  id: 'yusuf-1',
  name: 'Yusuf Ali',
  email: 'yusuf@example.test',
  role: 'parent',
  status: 'active',
  subscriptionTier: 'Basic',
  subscriptionStatus: 'free',
  city: 'Leeds',
  childrenCount: 1,
  createdAt: '2026-02-01T09:00:00.000Z',
  phone: null,
  country: 'United Kingdom',
  dateOfBirth: '1988-07-15',
  emailVerified: true,
  suspendedAt: null,
  profileKind: 'parent',
};

function renderAt(id: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/admin/users/:userId"
        element={<AdminUserDetailPage extraCards={<p>Premium card goes here</p>} />}
      />
    </Routes>,
    { url: `/dashboard/admin/users/${id}` },
  );
}

describe('AdminUserDetailPage', () => {
  it('edits and saves with the spec message, and shows the extra cards', async () => {
    const calls = stubApi({
      'GET /api/auth/get-session': ok(null),
      'GET /api/admin/users/yusuf-1': ok(yusuf),
      'PATCH /api/admin/users/yusuf-1': (call) => ok({ ...yusuf, ...(call.body as object) }),
    });
    const { user } = renderAt('yusuf-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yusuf Ali' })).toBeInTheDocument();
    expect(screen.getByText('Premium card goes here')).toBeInTheDocument();
    expect(screen.getByText('15 July 1988')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Bradford');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.callsTo('PATCH /api/admin/users/yusuf-1')[0]?.body).toMatchObject({
      name: 'Yusuf Ali',
      email: 'yusuf@example.test',
      city: 'Bradford',
      dateOfBirth: '1988-07-15',
    });
    expect(screen.getByText('Bradford')).toBeInTheDocument();
  });

  it('checks the form with the shared schema and Cancel leaves it unchanged', async () => {
    const calls = stubApi({
      'GET /api/auth/get-session': ok(null),
      'GET /api/admin/users/yusuf-1': ok(yusuf),
    });
    const { user } = renderAt('yusuf-1');
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.callsTo('PATCH /api/admin/users/yusuf-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('yusuf@example.test')).toBeInTheDocument();
  });

  it('shows an address already in use on its field, with the failure message', async () => {
    stubApi({
      'GET /api/auth/get-session': ok(null),
      'GET /api/admin/users/yusuf-1': ok(yusuf),
      'PATCH /api/admin/users/yusuf-1': apiError(409, 'CONFLICT', ADMIN_USER_MESSAGES.emailTaken),
    });
    const { user } = renderAt('yusuf-1');
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user data')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'This e-mail address is already used by another account',
      ),
    );
  });

  it("says 'User not found' for an unknown user", async () => {
    stubApi({
      'GET /api/auth/get-session': ok(null),
      'GET /api/admin/users/nobody': apiError(404, 'NOT_FOUND', 'User not found'),
    });
    renderAt('nobody');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
