// "3 days ago" in the active interface language (Intl.RelativeTimeFormat), for the video page and its comments.
import { useTranslation } from 'react-i18next';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/** A past or future moment relative to now; under a minute reads as `justNow`. Empty for an invalid date. */
export function formatTimeAgo(
  isoDate: string,
  locale: string,
  justNow: string,
  now: Date = new Date(),
): string {
  const then = new Date(isoDate).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTimeFormat(locale).format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}

/** formatTimeAgo in the active locale; re-renders with the language. */
export function useTimeAgo(): (isoDate: string) => string {
  const { t, i18n } = useTranslation('video');
  return (isoDate) => formatTimeAgo(isoDate, i18n.language, t('time.justNow'));
}
