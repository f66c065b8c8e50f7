import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DuplicateSubscription } from '#shared/billing';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { DuplicatePaymentsPanel } from './duplicate-payments-panel';

function anEntry(overrides: Partial<DuplicateSubscription> = {}): DuplicateSubscription {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'user-1',
    email: 'family@example.test',
    stripeSubscriptionId: 'sub_second',
    keptSubscriptionId: 'sub_first',
    state: 'refunded',
    amountRefunded: 599,
    currency: 'gbp',
    error: null,
    detectedAt: '2026-11-27T10:00:00.000Z',
    resolvedAt: '2026-11-27T10:00:02.000Z',
    ...overrides,
  };
}

describe('DuplicatePaymentsPanel', () => {
  it('lists each second subscription with what was done: refunded, failed (with why) or in progress', async () => {
    stubApi({
      'GET /api/admin/billing/duplicate-subscriptions': ok({
        entries: [
          anEntry(),
          anEntry({
            id: '00000000-0000-4000-8000-000000000002',
            stripeSubscriptionId: 'sub_failed',
            state: 'failed',
            amountRefunded: 0,
            error: 'Refunds unavailable',
            email: null,
            userId: null,
          }),
          anEntry({
            id: '00000000-0000-4000-8000-000000000003',
            stripeSubscriptionId: 'sub_new',
            state: 'detected',
          }),
        ],
      }),
    });
    renderWithProviders(<DuplicatePaymentsPanel />);
    const panel = screen.getByRole('region', { name: 'Duplicate payments' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('family@example.test');
    expect(items[0]).toHaveTextContent('sub_second');
    expect(items[0]).toHaveTextContent('Cancelled and refunded £5.99.');
    expect(items[1]).toHaveTextContent('Deleted account');
    expect(items[1]).toHaveTextContent('the refund has not gone through yet');
    expect(items[1]).toHaveTextContent('Refunds unavailable');
    expect(items[2]).toHaveTextContent('Being cancelled and refunded…');
  });

  it('says when no family has paid twice, and shows a failure to load', async () => {
    stubApi({ 'GET /api/admin/billing/duplicate-subscriptions': ok({ entries: [] }) });
    const { unmount } = renderWithProviders(<DuplicatePaymentsPanel />);
    expect(await screen.findByText('No family has paid twice.')).toBeVisible();
    unmount();
    stubApi({
      'GET /api/admin/billing/duplicate-subscriptions': apiError(403, 'FORBIDDEN', 'Admin access required'),
    });
    renderWithProviders(<DuplicatePaymentsPanel />);
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
