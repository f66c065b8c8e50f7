import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type BillingStatus } from '#shared/billing';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { BillingDetails } from './billing-details';

function aStatus(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    configured: true,
    plan: 'premium',
    tier: 'Premium',
    status: 'active',
    currentPeriodEnd: '2026-12-22T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    complimentary: false,
    canManage: true,
    children: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Amina', locked: false }],
    ...overrides,
  };
}

describe('BillingDetails', () => {
  it('shows the renewal date and Manage billing for an active subscription, and no Upgrade', () => {
    stubApi({});
    renderWithProviders(<BillingDetails status={aStatus()} />);
    expect(screen.getByText(/^Renews on /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to update the card when the subscription is past due', () => {
    stubApi({});
    renderWithProviders(<BillingDetails status={aStatus({ status: 'past_due' })} />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Your last payment did not go through');
    expect(within(banner).getByRole('button', { name: 'Update card' })).toBeVisible();
  });

  it('shows the portal failure message from the server', async () => {
    stubApi({
      'POST /api/create-portal-session': apiError(503, 'UNAVAILABLE', BILLING_MESSAGES.portalFailed),
    });
    renderWithProviders(<BillingDetails status={aStatus()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create portal session');
  });

  it('offers Upgrade on Free and lets the parent choose which locked child stays active', async () => {
    const bilal = { id: '00000000-0000-4000-8000-000000000002', name: 'Bilal', locked: true };
    const free = aStatus({
      plan: 'free',
      tier: 'Basic',
      status: 'canceled',
      canManage: false,
      currentPeriodEnd: null,
      children: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Amina', locked: false }, bilal],
    });
    const api = stubApi({
      'POST /api/billing/active-child': ok({
        ...free,
        children: [
          { ...bilal, locked: false },
          { id: '00000000-0000-4000-8000-000000000001', name: 'Amina', locked: true },
        ],
      }),
    });
    renderWithProviders(<BillingDetails status={free} />);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    expect(screen.getByRole('heading', { name: 'Some child profiles are locked' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Make Bilal the active child' }));
    expect(await screen.findByText('Bilal is now the active child.')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/api/billing/active-child')?.body).toEqual({
      childId: bilal.id,
    });
  });
});
