// Prayer times, the day and places in the reader's language with Latin digits (intlLocale), in the family's zone.
// English keeps the app's British forms (24-hour times, "Saturday 28 November 2026").
import { intlLocale } from '#shared/locales';
import type { PrayerCity, PrayerLocation } from '#shared/prayer-times';

function localeOf(language: string): string {
  return intlLocale(language === 'en' ? 'en-GB' : language);
}

/** "13:21", "05:02" on the family's clock: two-digit hours keep the five times in line. */
export function formatPrayerTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** "Saturday 28 November 2026" for a calendar day (YYYY-MM-DD), whatever the reader's zone. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', dateStyle: 'full' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A country's name in the reader's language ("Pakistan", "پاکستان"), else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Arabic and Urdu separate a city from its country with their own comma (Intl has no formatter for it). */
const ARABIC_SCRIPT_COMMA = '\u060C ';

/** "Karachi, Pakistan"; "Karachi، پاکستان". */
export function cityLabel(city: PrayerCity, language: string): string {
  const comma = language === 'ar' || language === 'ur' ? ARABIC_SCRIPT_COMMA : ', ';
  return `${city.name}${comma}${countryName(city.country, language)}`;
}

/**
 * "51.5074, -0.1278" with Latin digits, in a left-to-right isolate: inside Arabic or Urdu text the bidi algorithm
 * would otherwise draw a negative number's minus sign after it.
 */
export function formatCoordinates(latitude: number, longitude: number, language: string): string {
  const number = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 4 });
  return `\u2066${number.format(latitude)}, ${number.format(longitude)}\u2069`;
}

export function placeLabel(location: PrayerLocation, language: string): string {
  return location.kind === 'city'
    ? cityLabel(location.city, language)
    : formatCoordinates(location.latitude, location.longitude, language);
}

/** "10 minutes" in the reader's language. */
export function formatPauseMinutes(minutes: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}
