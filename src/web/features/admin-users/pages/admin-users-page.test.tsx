// All Users: the filters reach the server, the row menu works from the keyboard, View Details opens a modal that
// closes with Escape (focus back on the menu button) and links to the detail page; empty and error states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserPage, AdminUserRow } from '#shared/admin-users.schema';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { AdminUsersPage } from './admin-users-page';

const maryam: AdminUserRow = {
  id: 'u8Fz3kQp9LmN2xYv',
  name: 'Maryam Haddad',
  email: 'maryam@example.test',
  role: 'parent',
  status: 'active',
  subscriptionTier: 'Premium',
  subscriptionStatus: 'active',
  city: 'Leeds',
  childrenCount: 2,
  createdAt: '2026-03-10T12:00:00.000Z',
};

const pageOf = (users: AdminUserRow[]): AdminUserPage => ({
  users,
  total: users.length,
  page: 1,
  pageSize: 20,
});

describe('AdminUsersPage', () => {
  it('sends the filters from the address to the server and applies new ones', async () => {
    const calls = stubApi({ 'GET /api/admin/users': ok(pageOf([maryam])) });
    const { user, location } = renderWithProviders(<AdminUsersPage />, {
      url: '/dashboard/admin/users/all?city=Leeds&joinedFrom=2026-03-01',
    });
    expect(await screen.findByText('Maryam Haddad')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
    const first = calls.callsTo('GET /api/admin/users')[0];
    expect(first?.search.get('city')).toBe('Leeds');
    expect(first?.search.get('joinedFrom')).toBe('2026-03-01');
    await user.selectOptions(screen.getByLabelText('Role'), 'parent');
    await user.type(screen.getByLabelText('Search'), 'haddad');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toContain('role=parent'));
    await waitFor(() => {
      const last = calls.callsTo('GET /api/admin/users').at(-1);
      expect(last?.search.get('q')).toBe('haddad');
      expect(last?.search.get('role')).toBe('parent');
      expect(last?.search.get('city')).toBe('Leeds');
    });
  });

  it('opens View Details from the keyboard; the modal closes on cancel (Escape)', async () => {
    stubApi({ 'GET /api/admin/users': ok(pageOf([maryam])) });
    const { user } = renderWithProviders(<AdminUsersPage />, { url: '/dashboard/admin/users/all' });
    const menuButton = await screen.findByRole('button', { name: 'Actions for Maryam Haddad' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'View Details' });
    await waitFor(() => expect(item).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    const details = within(dialog);
    expect(details.getByText('u8Fz3kQp…')).toBeInTheDocument();
    expect(details.getByText('maryam@example.test')).toBeInTheDocument();
    expect(details.getByText('Premium')).toBeInTheDocument();
    expect(details.getByText('2')).toBeInTheDocument();
    expect(details.getByText('10 March 2026')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'View More' })).toHaveAttribute(
      'href',
      '/dashboard/admin/users/u8Fz3kQp9LmN2xYv',
    );
    // jsdom has no native Escape on <dialog>: the browser sends it 'cancel' (the browser spec presses the real key).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'User details' })).not.toBeInTheDocument(),
    );
  });

  it('closes the menu with Escape and the modal with Close', async () => {
    stubApi({ 'GET /api/admin/users': ok(pageOf([maryam])) });
    const { user } = renderWithProviders(<AdminUsersPage />);
    const menuButton = await screen.findByRole('button', { name: 'Actions for Maryam Haddad' });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    // The footer's Close (the X in the corner is named Close too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'User details' })).not.toBeInTheDocument(),
    );
  });

  it('says when no one matches, and when the list cannot load', async () => {
    stubApi({ 'GET /api/admin/users': ok(pageOf([])) });
    const empty = renderWithProviders(<AdminUsersPage />);
    expect(await screen.findByText('No one matches these filters.')).toBeInTheDocument();
    empty.unmount();
    stubApi({ 'GET /api/admin/users': apiError(403, 'FORBIDDEN', 'Access Denied') });
    renderWithProviders(<AdminUsersPage />);
    expect(await screen.findByText('Failed to load user data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
