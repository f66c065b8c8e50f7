// A price in minor units in the reader's language (Intl), e.g. £5.99.

import { intlLocale } from '#shared/locales';
import { currentLocale } from '#web/lib/i18n/i18n';

export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(minor / 100);
}
