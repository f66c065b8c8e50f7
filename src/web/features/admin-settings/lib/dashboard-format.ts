// The dashboard's figures in the viewer's language: percentages, money, bytes and short dates (Intl, active locale).

import { intlLocale } from '#shared/locales';
import { currentLocale } from '#web/lib/i18n/i18n';

export function formatPercent(ratio: number): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(ratio);
}

export function formatMoney(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), { style: 'currency', currency }).format(
    amountMinor / 100,
  );
}

export function formatGigabytes(bytes: number): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), {
    style: 'unit',
    unit: 'gigabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1024 ** 3);
}

/** A YYYY-MM-DD day as "4 Mar" (UTC, so it never shifts a day). */
export function formatShortDay(day: string): string {
  return new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A country as its name in the viewer's language when it is an ISO code ("GB"), else as stored. */
export function formatRegion(value: string): string {
  if (/^[A-Za-z]{2}$/.test(value)) {
    try {
      return (
        new Intl.DisplayNames(intlLocale(currentLocale()), { type: 'region' }).of(value.toUpperCase()) ??
        value
      );
    } catch {
      return value;
    }
  }
  return value;
}
