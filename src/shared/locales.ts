// The interface languages: their codes, each named in itself, and their writing direction. A video's
// language is a different thing (`LANGUAGES` in domain.ts, a feed filter).
import { COOKIES } from './client-storage';
export const LOCALES = ['en', 'ar', 'ur', 'fr', 'tr', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the source locale: the spec's messages are its text. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  ur: 'اردو',
  fr: 'Français',
  tr: 'Türkçe',
  ms: 'Bahasa Melayu',
};

/**
 * The tag every Intl formatter is given: the locale with Latin digits pinned. The pages drawn on the server (Node's
 * ICU data) and the visitor's browser (its own data) must write the same numbers, or hydration fails; a bare "ar"
 * or "ur" is Latin digits in one engine's data and Arabic-Indic in another's (decision 018: Latin digits).
 */
export function intlLocale(locale: string): string {
  return `${locale}-u-nu-latn`;
}

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'ur']);

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported locale among language tags in order of preference (`navigator.languages`, an
 * Accept-Language list): 'ar-EG' → 'ar', 'ms-MY' → 'ms'; undefined when none is supported.
 */
export function matchLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** Accept-Language ("fr-CA,fr;q=0.9,en;q=0.8") in order of preference, then the first locale we have. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return matchLocale(tags);
}

/**
 * The cookie the web app writes with the device's interface language when the visitor chooses one: the server renders
 * every page in it (localeOfRequest).
 */
export const LOCALE_COOKIE = COOKIES.locale;

/** The locale a request is served in: its locale cookie, then its Accept-Language, then English. */
export function localeOfRequest(
  cookieLocale: string | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
