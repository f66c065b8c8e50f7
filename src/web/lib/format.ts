// Human-friendly dates, numbers and counts in the active language ("3 days ago", "1.2K views", "4 March 2018"),
// always through Intl with the interface locale, so Arabic, Urdu, French, Turkish and Malay read naturally.

import { intlLocale } from '#shared/locales';
import { activeI18n, currentLocale } from '#web/lib/i18n/i18n';

/** One Intl formatter per locale and kind: building them is slow, using them is cheap. */
const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  const found = cache.get(key) as T | undefined;
  if (found) return found;
  const made = make();
  cache.set(key, made);
  return made;
}

const relativeTime = () =>
  cached(
    `rtf:${currentLocale()}`,
    () => new Intl.RelativeTimeFormat(intlLocale(currentLocale()), { numeric: 'auto' }),
  );
const compactNumber = () =>
  cached(
    `compact:${currentLocale()}`,
    () =>
      new Intl.NumberFormat(intlLocale(currentLocale()), { notation: 'compact', maximumFractionDigits: 1 }),
  );
const plainNumber = () =>
  cached(`number:${currentLocale()}`, () => new Intl.NumberFormat(intlLocale(currentLocale())));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "in 2 hours"; under a minute "just now". */
export function formatTimeAgo(isoDate: string, now: Date = new Date()): string {
  const then = new Date(isoDate).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime().format(Math.trunc(seconds / size), unit);
  }
  return activeI18n().t('common:format.justNow');
}

/** A whole number in the active locale's digits and grouping ("1,234", "١٬٢٣٤"). */
export function formatNumber(value: number): string {
  return plainNumber().format(value);
}

/** A whole percentage of 100 in the active locale ("25%", "٪٢٥", "%25"). */
export function formatPercent(percent: number): string {
  return cached(
    `percent:${currentLocale()}`,
    () => new Intl.NumberFormat(intlLocale(currentLocale()), { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);
}

/** A count in short form: "1.2K", "3M". */
export function formatCompactNumber(value: number): string {
  return compactNumber().format(value);
}

/** "1 view", "1.2K views": the plural form follows the exact count, the number is shown compact. */
export function formatViews(count: number): string {
  return activeI18n().t('common:format.views', { count, replace: { count: formatCompactNumber(count) } });
}

/** Duration in minutes (tenths allowed) as "4:30" (a clock reading: shown left to right in every language). */
export function formatDuration(minutes: number): string {
  const totalSeconds = Math.max(0, Math.round(minutes * 60));
  const hours = Math.floor(totalSeconds / 3600);
  const mins = Math.floor((totalSeconds % 3600) / 60);
  const secs = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(mins).padStart(2, '0')}:${secs}` : `${mins}:${secs}`;
}

/** Screen time as the wizard and dashboards show it: "45 minutes", "2 h 30 min". */
export function formatScreenTime(minutes: number): string {
  if (minutes < 60) {
    return cached(
      `minutes:${currentLocale()}`,
      () =>
        new Intl.NumberFormat(intlLocale(currentLocale()), {
          style: 'unit',
          unit: 'minute',
          unitDisplay: 'long',
        }),
    ).format(minutes);
  }
  if (minutes % 60 === 0) {
    // Whole hours read as words ("2 hours", «ساعتان»), not "2 h 0 min".
    return cached(
      `hours:${currentLocale()}`,
      () =>
        new Intl.NumberFormat(intlLocale(currentLocale()), {
          style: 'unit',
          unit: 'hour',
          unitDisplay: 'long',
        }),
    ).format(minutes / 60);
  }
  return activeI18n().t('common:format.hoursMinutes', {
    hours: formatNumber(Math.floor(minutes / 60)),
    minutes: formatNumber(minutes % 60),
  });
}

/** The locale for dates: British English writes "4 March 2018", as the app always has. */
const dateLocale = () => (currentLocale() === 'en' ? 'en-GB' : currentLocale());

const dateOnly = (hijri: boolean) =>
  cached(
    `date:${dateLocale()}:${hijri}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(dateLocale()), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        ...(hijri ? { calendar: 'islamic-umalqura' } : {}),
      }),
  );

/**
 * A YYYY-MM-DD date (or the date part of a timestamp) as "4 March 2018", read as UTC so it never shifts a day;
 * with `hijri`, in the Umm al-Qura calendar ("16 Jumada II 1439 AH").
 */
export function formatDateOnly(isoDate: string, options: { hijri?: boolean } = {}): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateOnly(options.hijri ?? false).format(date);
}

/** A moment as date and time in the viewer's language and time zone ("4 Mar 2026, 14:05"; «٤ مارس ٢٠٢٦، ٢:٠٥ م»). */
export function formatDateTime(iso: string | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return cached(
    `datetime:${dateLocale()}`,
    () => new Intl.DateTimeFormat(intlLocale(dateLocale()), { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

/**
 * When something happens again, on a given clock (the family's time zone, so the server's page and the browser's
 * agree): the time alone when it is on `now`'s day ("07:00"), else with its weekday ("Monday 07:00").
 */
export function formatClockTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = intlLocale(dateLocale());
  const day = (instant: Date) =>
    cached(
      `day:${timeZone}`,
      () => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }),
    ).format(instant);
  const sameDay = day(date) === day(now);
  return cached(
    `clock:${locale}:${timeZone}:${sameDay}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        ...(sameDay ? {} : { weekday: 'long' }),
      }),
  ).format(date);
}
