// /register and the registration mode (issue 14): open shows the form; invite-only shows the 'Coming Soon' notice
// with the mailing-list form; a valid invitation link shows the form with its address (the token header: e2e and API tests).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '#web/test/api-stub';
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
