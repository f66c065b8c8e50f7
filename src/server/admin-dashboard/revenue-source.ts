// Where the dashboard reads paid amounts. Billing is its own feature (issue 15 leaves it to the billing work): until
// it is wired here the Revenue card shows '—' and Revenue Trends says billing is not configured.
// MERGE POINT: the lead replaces `revenueSourceFor` with one backed by the billing module's paid invoices.
import type { AppDeps } from '#server/http/app-env';
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

export function revenueSourceFor(_deps: AppDeps): RevenueSource {
  return NOT_CONFIGURED;
}
