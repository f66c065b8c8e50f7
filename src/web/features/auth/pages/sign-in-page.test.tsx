import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n/i18n';
import { ok, stubApi } from '#web/test/api-stub';
import { localeTexts } from '#web/test/locale-texts';
import { renderWithProviders } from '#web/test/render';
import { SignInPage } from './sign-in-page';

function stubSignedOutVisitor() {
  stubApi({
    'GET /api/site': ok({ googleSignIn: false, registration: 'open' }),
    'GET /api/auth/get-session': ok(null),
  });
}

describe('SignInPage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('keeps the English texts, with the register link inside its sentence', async () => {
    stubSignedOutVisitor();
    renderWithProviders(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    const register = screen.getByText('Create an account');
    expect(register).toHaveAttribute('href', '/register');
    expect(register.parentElement).toHaveTextContent('New here? Create an account');
    expect(await screen.findByText('Google sign-in is not available here.')).toBeInTheDocument();
  });

  it('speaks Arabic when Arabic is the interface language', async () => {
    initI18n('ar', localeTexts('ar'));
    stubSignedOutVisitor();
    renderWithProviders(<SignInPage />, { url: '/signin?error=oauth' });
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور')).toBeInTheDocument();
    expect(screen.getByText('أنشئ حسابًا')).toHaveAttribute('href', '/register');
    expect(screen.getByText('لم يكتمل تسجيل الدخول عبر Google. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /المتابعة باستخدام Google/ })).toBeInTheDocument();
  });

  it('shows the invitation message, not the generic one, when a Google sign-up was refused for want of an invitation', async () => {
    stubSignedOutVisitor();
    renderWithProviders(<SignInPage />, {
      url: '/signin?error=oauth&error=INVITATION_REQUIRED&error_description=anything%20the%20URL%20says',
    });
    expect(
      screen.getByText(
        /Qamar Kids is in private beta: signing up needs an invitation\. Join the waiting list and we will e-mail you one\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('Google sign-in did not complete. Please try again.')).not.toBeInTheDocument();
    // The description in the URL is never shown: anyone can write one into a link.
    expect(screen.queryByText(/anything the URL says/)).not.toBeInTheDocument();
  });

  it('keeps the generic message for any other Google failure', async () => {
    stubSignedOutVisitor();
    renderWithProviders(<SignInPage />, { url: '/signin?error=oauth&error=access_denied' });
    expect(screen.getByText('Google sign-in did not complete. Please try again.')).toBeInTheDocument();
  });

  it('says the account is suspended when Google sign-in was refused for that', async () => {
    stubSignedOutVisitor();
    renderWithProviders(<SignInPage />, { url: '/signin?error=oauth&error=ACCOUNT_SUSPENDED' });
    expect(screen.getByText('This account has been suspended. Please contact support.')).toBeInTheDocument();
    expect(screen.queryByText('Google sign-in did not complete. Please try again.')).not.toBeInTheDocument();
  });
});
