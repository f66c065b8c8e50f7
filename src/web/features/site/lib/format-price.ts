// Plan prices in the reader's language (Intl): "£5.99", "٥٫٩٩ £", "5,99 £"; a whole amount without decimals ("£0").

import { intlLocale } from '#shared/locales';
import type { Plan } from '#shared/plans';
import { currentLocale } from '#web/lib/i18n/i18n';

/** Building a currency formatter costs several milliseconds on a phone (its data are loaded); using one is cheap. */
const formatters = new Map<string, Intl.NumberFormat>();

function priceFormatter(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatPlanPrice(plan: Pick<Plan, 'monthlyPricePence' | 'currency'>): string {
  const amount = plan.monthlyPricePence / 100;
  const whole = plan.monthlyPricePence % 100 === 0;
  const parts = priceFormatter(currentLocale(), plan.currency, whole).formatToParts(amount);
  // Some languages' data still write "UK£" even narrow; the pound sign alone is what UK prices show everywhere.
  return parts.map((part) => (part.type === 'currency' ? '£' : part.value)).join('');
}
