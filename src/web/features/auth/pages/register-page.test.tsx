// /register and the registration mode: open shows the form; invite-only shows the 'Coming Soon' notice
// with the mailing-list form; a valid invitation link shows the form with its address (the token header: e2e and API tests).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { aMe } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { RegisterPage } from './register-page';

const site = (registration: 'open' | 'waitlist') =>
  ok({ siteName: 'Qamar Kids', supportEmail: 'help@example.test', googleSignIn: false, registration });

describe('RegisterPage', () => {
  it('shows the form while registration is open', async () => {
    stubApi({ 'GET /api/site': site('open') });
    renderWithProviders(<RegisterPage />, { url: '/register' });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('shows the private-beta notice with the mailing-list form while invite-only, even from onboarding', async () => {
    stubApi({ 'GET /api/site': site('waitlist') });
    renderWithProviders(<RegisterPage />, { url: '/register?from=onboarding' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('a valid invitation fills in its address; a refused sign-up shows the server message', async () => {
    const api = stubApi({
      'GET /api/site': site('waitlist'),
      'GET /api/invitation': ok({ email: 'invited@example.test', expiresAt: '2030-01-01T00:00:00.000Z' }),
      'POST /api/auth/sign-up/email': apiError(
        403,
        'FORBIDDEN',
        'This invitation link has expired or has already been used.',
      ),
    });
    const { user } = renderWithProviders(<RegisterPage />, {
      url: '/register?invite=token-token-token-token-1',
    });
    expect(await screen.findByLabelText('Email')).toHaveValue('invited@example.test');
    expect(api.callsTo('GET /api/invitation')[0]?.search.get('token')).toBe('token-token-token-token-1');
    await user.type(screen.getByLabelText('Full name'), 'Invited Parent');
    await user.type(screen.getByLabelText('Password'), 'a-fine-test-password-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already been used');
  });

  it('a new address: signs up, signs in with the password just chosen, gets its role and goes on to setup', async () => {
    const api = stubApi({
      'GET /api/site': site('open'),
      'POST /api/auth/sign-up/email': ok({ user: { id: 'anything', email: 'new@example.test' } }),
      'POST /api/auth/sign-in/email': ok({ user: { id: 'user-1' } }),
      'POST /api/me/role': ok(aMe({}, { nextPath: '/get-started' })),
      'GET /api/auth/get-session': ok({ user: { id: 'user-1' } }),
      'GET /api/me': ok(aMe({}, { nextPath: '/get-started' })),
    });
    const { user, location } = renderWithProviders(<RegisterPage />, { url: '/register?role=parent' });
    await user.type(await screen.findByLabelText('Full name'), 'New Parent');
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'a-fine-test-password-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(location()).toBe('/get-started'));
    expect(api.callsTo('POST /api/auth/sign-in/email').map((call) => call.body)).toEqual([
      { email: 'new@example.test', password: 'a-fine-test-password-42' },
    ]);
    expect(api.callsTo('POST /api/me/role')).toHaveLength(1);
  });

  it('an address that has an account: the same sign-up answer, then "check your email" (its owner was e-mailed)', async () => {
    const api = stubApi({
      'GET /api/site': site('open'),
      'POST /api/auth/sign-up/email': ok({ user: { id: 'anything', email: 'taken@example.test' } }),
      'POST /api/auth/sign-in/email': apiError(401, 'NOT_AUTHENTICATED', 'Invalid email or password'),
    });
    const { user, location } = renderWithProviders(<RegisterPage />, { url: '/register?role=parent' });
    await user.type(await screen.findByLabelText('Full name'), 'Someone');
    await user.type(screen.getByLabelText('Email'), 'taken@example.test');
    await user.type(screen.getByLabelText('Password'), 'a-fine-test-password-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email We sent a message to taken@example.test.',
    );
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/me/role')).toHaveLength(0);
    expect(location()).toBe('/register?role=parent');
  });

  it('a used or expired invitation says so above the notice', async () => {
    stubApi({
      'GET /api/site': site('waitlist'),
      'GET /api/invitation': apiError(
        404,
        'NOT_FOUND',
        'This invitation link has expired or has already been used.',
      ),
    });
    renderWithProviders(<RegisterPage />, { url: '/register?invite=token-token-token-token-2' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link has expired or has already been used.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
  });
});
