// Dates and times the studio shows, in the active language and the creator's own time zone.

import { intlLocale } from '#shared/locales';
import { currentLocale } from '#web/lib/i18n/i18n';

const locale = () => (currentLocale() === 'en' ? 'en-GB' : currentLocale());

/** "1 December 2026, 09:30" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale()), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** A UTC day ("2026-11-22") as "22 Nov", for chart labels and table rows. */
export function formatShortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(locale()), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** A share (0-1) as a percentage in the active language. */
export function formatPercent(rate: number | null): string {
  if (rate === null) return '–';
  return new Intl.NumberFormat(intlLocale(currentLocale()), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(rate);
}

/** Seconds watched as minutes, with one decimal. */
export function formatMinutes(seconds: number): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), { maximumFractionDigits: 1 }).format(
    seconds / 60,
  );
}
