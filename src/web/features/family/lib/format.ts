// Screen-time figures, durations, percents and dates of the family cards in the active language, through Intl.
// English keeps the app's British dates ("2 Mar 2026, 16:45") and its unit forms ("45 min", "45 minutes").
import type { TFunction } from 'i18next';
import { intlLocale } from '#shared/locales';
import { formatNumber } from '#web/lib/format';
import { currentLocale } from '#web/lib/i18n/i18n';

function dateLocale(): string {
  const locale = currentLocale();
  return locale === 'en' ? 'en-GB' : locale;
}

function unit(value: number, name: 'minute' | 'second', display: 'short' | 'long'): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), {
    style: 'unit',
    unit: name,
    unitDisplay: display,
  }).format(value);
}

/** "45 min": the screen-time card's figures. */
export function formatMinutes(minutes: number): string {
  return unit(minutes, 'minute', 'short');
}

/** "25%" (of 100). */
export function formatPercent(percent: number): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
}

/** How long a video was watched: "40 s", "3 min". */
export function formatWatched(seconds: number, t: TFunction<'family'>): string {
  if (seconds < 60) return t('duration.seconds', { seconds: formatNumber(seconds) });
  return formatMinutes(Math.round(seconds / 60));
}

/** "2 Mar 2026, 16:45". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(dateLocale()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** "G, PG, PG-13". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(currentLocale()), { type: 'unit', style: 'short' }).format(items);
}
