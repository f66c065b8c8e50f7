// Numbers, dates and durations of the admin pages in the active language (English keeps the British formats
// these pages have always used).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function intlLocale(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}

export function useAdminFormats() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const number = new Intl.NumberFormat(intlLocale(locale));
    const plain = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false });
    const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 });
    const seconds = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    });
    const dateTime = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
    const dateOnly = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const hoursAgo = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always' });
    return {
      locale,
      number: (value: number) => number.format(value),
      /** Without thousands separators ("12000"), where a sentence has always shown the bare number. */
      plain: (value: number) => plain.format(value),
      /** 0-100 → "42%" in the language's own way. */
      percent: (value: number) => percent.format(value / 100),
      seconds: (value: number) => seconds.format(value),
      dateTime: (iso: string | Date) => dateTime.format(new Date(iso)),
      /** A YYYY-MM-DD date read as UTC so it never shifts a day ("4 March 2018"). */
      dateOnly: (iso: string) => {
        const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
        return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
      },
      ago: (value: number, unit: 'hour' | 'day') => hoursAgo.format(-value, unit),
      /** "5 minutes", "1 hour", "2 hours". */
      minutesOrHours: (minutes: number) =>
        minutes < 60
          ? new Intl.NumberFormat(intlLocale(locale), {
              style: 'unit',
              unit: 'minute',
              unitDisplay: 'long',
            }).format(minutes)
          : new Intl.NumberFormat(intlLocale(locale), {
              style: 'unit',
              unit: 'hour',
              unitDisplay: 'long',
            }).format(minutes / 60),
    };
  }, [locale]);
}
