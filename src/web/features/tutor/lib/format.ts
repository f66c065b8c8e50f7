// Numbers and clock times in the interface's digits ("٣:٣٠" in Arabic).
import { intlLocale } from '#shared/locales';
import { currentLocale } from '#web/lib/i18n/i18n';

export function formatValue(value: number): string {
  return new Intl.NumberFormat(intlLocale(currentLocale()), { maximumFractionDigits: 2 }).format(value);
}

export function formatTime(hours: number, minutes: number): string {
  const locale = intlLocale(currentLocale());
  const hour = new Intl.NumberFormat(locale).format(hours);
  const minute = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(minutes);
  return `${hour}:${minute}`;
}
