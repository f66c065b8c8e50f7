import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '#shared/billing';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { CheckoutCancelPage } from './checkout-cancel-page';
import { CheckoutPage } from './checkout-page';
import { CheckoutSuccessPage } from './checkout-success-page';

const FREE: BillingStatus = {
  configured: false,
  plan: 'free',
  tier: 'Basic',
  status: 'free',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  complimentary: false,
  canManage: false,
  children: [],
};

describe('checkout pages', () => {
  it('/checkout says plainly that payments are not set up, and starts no checkout', async () => {
    const api = stubApi({ 'GET /api/billing/status': ok(FREE) });
    renderWithProviders(<CheckoutPage />, { url: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Payments are not set up yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/benefits');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/billing/status']);
  });

  it('/checkout/success waits for the server before saying Subscription Active', async () => {
    let state: 'pending' | 'active' = 'pending';
    stubApi({ 'GET /api/billing/checkout-sessions/cs_test_1': () => ok({ state }) });
    renderWithProviders(<CheckoutSuccessPage />, { url: '/checkout/success?session_id=cs_test_1' });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to Feed' })).not.toBeInTheDocument();
    state = 'active';
    expect(
      await screen.findByRole('heading', { name: 'Subscription Active' }, { timeout: 4_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Feed' })).toHaveAttribute('href', '/feed');
  });

  it("/checkout/cancel shows 'Payment Cancelled' and 'Return to Plans' to /benefits", () => {
    stubApi({});
    renderWithProviders(<CheckoutCancelPage />, { url: '/checkout/cancel' });
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Plans' })).toHaveAttribute('href', '/benefits');
  });
});
