// The dashboard's revenue chart: bars of the paid figures when billing is configured, and a plain note (no chart, no
// zeros) on a server that takes no payments.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartSeries, RevenueSeries } from '#shared/site-settings.schema';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { DashboardCharts } from './dashboard-figures';

const SERIES: ChartSeries = { labels: ['2026-11-20', '2026-11-21'], values: [3, 5] };

function stubFigures(revenue: RevenueSeries) {
  stubApi({
    'GET /api/admin/dashboard/activity': ok(SERIES),
    'GET /api/admin/dashboard/revenue': ok(revenue),
    'GET /api/admin/dashboard/distribution': ok({ labels: ['parent', 'creator'], values: [4, 2] }),
  });
}

describe('the revenue chart', () => {
  it('says billing is not configured on a server without payments, and draws no revenue chart', async () => {
    stubFigures({ configured: false });
    renderWithProviders(<DashboardCharts />);
    const panel = (await screen.findByText('Billing is not configured yet', { exact: false })).closest(
      'section',
    );
    expect(panel?.getAttribute('data-chart')).toBe('revenue');
    expect(panel?.querySelector('canvas, table')).toBeNull();
  });

  it('shows the paid figures in pounds when billing is configured', async () => {
    stubFigures({ configured: true, currency: 'GBP', labels: ['2026-10', '2026-11'], values: [599, 1198] });
    renderWithProviders(<DashboardCharts />);
    expect(await screen.findByText('£11.98')).toBeInTheDocument();
    expect(screen.queryByText('Billing is not configured yet', { exact: false })).toBeNull();
  });
});
