// Plan prices in the reader's language (Intl): "£5.99", "٥٫٩٩ £", "5,99 £"; a whole amount without decimals ("£0").
import type { Plan } from '#shared/plans';
import { currentLocale } from '#web/lib/i18n/i18n';

export function formatPlanPrice(plan: Pick<Plan, 'monthlyPricePence' | 'currency'>): string {
  const amount = plan.monthlyPricePence / 100;
  const whole = plan.monthlyPricePence % 100 === 0;
  const parts = new Intl.NumberFormat(currentLocale(), {
    style: 'currency',
    currency: plan.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).formatToParts(amount);
  // Some languages' data still write "UK£" even narrow; the pound sign alone is what UK prices show everywhere.
  return parts.map((part) => (part.type === 'currency' ? '£' : part.value)).join('');
}
