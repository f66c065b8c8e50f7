// Where the dashboard reads paid amounts: the billing module's stored invoices, in the plan's currency.
// Without Stripe configured the Revenue card shows '—' and Revenue Trends says billing is not configured.
import { isBillingConfigured, paidRevenue } from '#server/billing';
import type { AppDeps } from '#server/http/app-env';
import { planById } from '#shared/plans';
import type { RevenuePeriod } from '#shared/site-settings.schema';

export type RevenueBucket = { label: string; amountMinor: number };

export type RevenueSource = {
  /** Paid amounts in the last 30 days, in minor units; null when billing is not configured. */
  last30Days: () => Promise<{ amountMinor: number; currency: string } | null>;
  /** Paid amounts per month (last 12), quarter (last 8) or year (last 5), oldest first; null when not configured. */
  series: (period: RevenuePeriod) => Promise<{ currency: string; buckets: RevenueBucket[] } | null>;
};

export const NOT_CONFIGURED: RevenueSource = {
  last30Days: async () => null,
  series: async () => null,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bucket a month ('YYYY-MM') falls in for the period: the month, 'YYYY Qn' or 'YYYY'. */
export function revenueBucketOf(month: string, period: RevenuePeriod): string {
  const [year, mm] = month.split('-');
  if (period === 'monthly') return month;
  if (period === 'yearly') return year ?? month;
  return `${year} Q${Math.floor((Number(mm) - 1) / 3) + 1}`;
}

export function revenueSourceFor(deps: AppDeps): RevenueSource {
  if (!isBillingConfigured(deps.env)) return NOT_CONFIGURED;
  const currency: string = planById('premium').currency;
  return {
    last30Days: async () => {
      const to = new Date();
      const rows = await paidRevenue(deps.db, {
        granularity: 'day',
        from: new Date(to.getTime() - 30 * DAY_MS),
        to,
      });
      const amountMinor = rows
        .filter((r) => r.currency.toUpperCase() === currency)
        .reduce((s, r) => s + r.amountMinor, 0);
      return { amountMinor, currency };
    },
    series: async (period) => {
      const now = new Date();
      const year = now.getUTCFullYear();
      const month = now.getUTCMonth();
      // The first month of the oldest bucket: 12 months, 8 quarters or 5 years, the current one included.
      const from =
        period === 'monthly'
          ? new Date(Date.UTC(year, month - 11, 1))
          : period === 'quarterly'
            ? new Date(Date.UTC(year, month - (month % 3) - 21, 1))
            : new Date(Date.UTC(year - 4, 0, 1));
      const rows = await paidRevenue(deps.db, { granularity: 'month', from, to: now });
      // Every bucket from `from` to now, zero when nothing was paid, oldest first.
      const buckets = new Map<string, number>();
      for (const cursor = new Date(from); cursor <= now; cursor.setUTCMonth(cursor.getUTCMonth() + 1)) {
        buckets.set(revenueBucketOf(cursor.toISOString().slice(0, 7), period), 0);
      }
      for (const row of rows) {
        if (row.currency.toUpperCase() !== currency) continue;
        const label = revenueBucketOf(row.period, period);
        buckets.set(label, (buckets.get(label) ?? 0) + row.amountMinor);
      }
      return { currency, buckets: [...buckets].map(([label, amountMinor]) => ({ label, amountMinor })) };
    },
  };
}
