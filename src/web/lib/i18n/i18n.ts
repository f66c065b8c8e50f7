// The app's i18next instance: started with the active locale's texts before the first render, switched at run
// time; <html lang dir> follow it and the choice is kept on the device (the profile keeps it too when signed in).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale, matchLocale } from '#shared/locales';
import { readStorage, writeStorage } from '#web/lib/local-storage';
import { type LocaleResources, loadLocale } from './load-locale';
import { NAMESPACES } from './namespaces';

/** 'on' starts the pseudo-locale (lib/i18n/pseudo.ts) instead of the real texts: for the translation walk tests. */
export const PSEUDO_STORAGE_KEY = 'qamar.pseudo';

export const LOCALE_STORAGE_KEY = 'qamar.locale';

export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

/** The device's choice, else the browser's languages, else English. */
export function detectLocale(): Locale {
  const stored = readStorage(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return matchLocale(browser.filter(Boolean)) ?? DEFAULT_LOCALE;
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * Synchronous start with texts already in hand (i18next ≥ 26 initialises asynchronously unless told otherwise,
 * and a page rendered before init shows keys). Used by main.tsx after loading, and by the web tests.
 */
export function initI18n(locale: Locale, resources: LocaleResources): I18n {
  if (i18n.isInitialized) {
    addResources(locale, resources);
    void i18n.changeLanguage(locale);
    return i18n;
  }
  void i18n.init({
    lng: locale,
    resources: { [locale]: resources },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Every locale has every key (src/web/locales/locales.test.ts), so nothing falls back; a key never shows raw.
    fallbackLng: false,
    initAsync: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });
  return i18n;
}

function addResources(locale: Locale, resources: LocaleResources): void {
  for (const [namespace, texts] of Object.entries(resources)) {
    i18n.addResourceBundle(locale, namespace, texts, true, true);
  }
}

/** Before the first render: the detected locale's texts, the document's lang and dir. */
export async function startI18n(locale: Locale = detectLocale()): Promise<void> {
  let resources = await loadLocale(locale);
  if (readStorage(PSEUDO_STORAGE_KEY) === 'on') {
    // Tests only: the pseudo-locale (lib/i18n/pseudo.ts), loaded only when asked for.
    const { pseudoResources } = await import('./pseudo');
    resources = pseudoResources(resources);
  }
  initI18n(locale, resources);
  applyDocumentLocale(locale);
}

/** Switches the interface language: loads its texts once, re-renders, and remembers it on this device. */
export async function setLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'common')) addResources(locale, await loadLocale(locale));
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  writeStorage(LOCALE_STORAGE_KEY, locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
