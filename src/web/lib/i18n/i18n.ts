// The app's i18next instance: started with the active locale's texts before the first render, switched at run
// time; <html lang dir> follow it and the choice is kept on the device (the profile keeps it too when signed in).
import i18next, { type i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  directionOf,
  intlLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  matchLocale,
} from '#shared/locales';
import { readStorage, writeStorage } from '#web/lib/local-storage';
import { loadErrorTexts as fetchErrorTexts } from '#web/locales/error-texts';
import { type LocaleResources, loadLocale, type TextsPart } from './load-locale';
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
/** Settles once the instance is initialised: a route can start loading before the first-load texts are in. */
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

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
    // Every locale has every key, so a missing key means a page rendered before its namespace was loaded
    // (router.tsx page() loads the pages chunk first): say so loudly — the browser tests fail on console errors.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      console.error(`Missing text ${namespace}:${key} — is its namespace loaded before the page renders?`);
    },
  });
  // `{{count, number}}` in the texts: the same pinned digits as every other number (intlLocale).
  i18n.services.formatter?.addCached('number', (language, options) => {
    const formatter = new Intl.NumberFormat(intlLocale(language ?? DEFAULT_LOCALE), options);
    return (value: number) => formatter.format(value);
  });
  markStarted();
  return i18n;
}

function addResources(locale: Locale, resources: LocaleResources): void {
  for (const [namespace, texts] of Object.entries(resources)) {
    i18n.addResourceBundle(locale, namespace, texts, true, true);
  }
}

/** The locales whose pages chunk is in the store (loaded once per locale). */
const pagesLoaded = new Map<Locale, Promise<void>>();

async function texts(locale: Locale, part: TextsPart): Promise<LocaleResources> {
  const resources = await loadLocale(locale, part);
  if (readStorage(PSEUDO_STORAGE_KEY) !== 'on') return resources;
  // Tests only: the pseudo-locale (lib/i18n/pseudo.ts), loaded only when asked for.
  const { pseudoResources } = await import('./pseudo');
  return pseudoResources(resources);
}

function loadPagesOf(locale: Locale): Promise<void> {
  let loading = pagesLoaded.get(locale);
  if (!loading) {
    loading = texts(locale, 'pages').then((resources) => addResources(locale, resources));
    // A failed fetch (offline) is tried again by the next page rather than remembered.
    loading.catch(() => pagesLoaded.delete(locale));
    pagesLoaded.set(locale, loading);
  }
  return loading;
}

/** Set by messageText() when it showed a message in English because the error messages had not arrived yet. */
export const errorTextsState = { shownBeforeLoaded: false };

/**
 * After the error messages arrive: if a page already showed one of them in English, every translated component
 * renders again (react-i18next re-renders on 'languageChanged'), in a transition so the main thread stays free.
 */
function renderAgainIfShownInEnglish(): void {
  if (!errorTextsState.shownBeforeLoaded) return;
  errorTextsState.shownBeforeLoaded = false;
  startTransition(() => {
    i18n.emit('languageChanged', i18n.language);
  });
}

/** The locales whose error messages are in the store (loaded once per locale). */
const errorsLoaded = new Map<Locale, Promise<void>>();

function loadErrorsOf(locale: Locale): Promise<void> {
  let loading = errorsLoaded.get(locale);
  if (!loading) {
    loading = fetchErrorTexts(locale).then(async (texts) => {
      let resources: LocaleResources = { errors: texts };
      if (readStorage(PSEUDO_STORAGE_KEY) === 'on') {
        const { pseudoResources } = await import('./pseudo');
        resources = pseudoResources(resources);
      }
      addResources(locale, resources);
      renderAgainIfShownInEnglish();
    });
    loading.catch(() => errorsLoaded.delete(locale));
    errorsLoaded.set(locale, loading);
  }
  return loading;
}

/**
 * The error messages of the active language (the `errors` namespace, read by messageText()): fetched once the first
 * page is on screen (main.tsx) rather than before it, being the largest namespace and needed by no first paint.
 * Until they arrive a message shows in English, as the spec quotes it.
 */
export async function loadErrorTexts(): Promise<void> {
  await started;
  return loadErrorsOf(currentLocale());
}

/** Tells the server which locale's texts to preload in the next page's HTML (a year; the device's choice). */
function rememberForServer(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Before the first render: the detected locale's first-load texts, the document's lang and dir. */
export async function startI18n(locale: Locale = detectLocale()): Promise<void> {
  initI18n(locale, await texts(locale, 'first'));
  applyDocumentLocale(locale);
  rememberForServer(locale);
}

/**
 * The texts of every namespace outside the first load, in the active language: awaited by a page before it renders.
 * The router asks as soon as it is created, so this first waits for startI18n to know the language.
 */
export async function loadPageTexts(): Promise<void> {
  await started;
  return loadPagesOf(currentLocale());
}

/**
 * Loads what a switch to `locale` needs: its first-load texts and, once any page has needed the pages chunk (a page
 * open now may use it), its pages chunk too. Each chunk once.
 */
export async function loadTextsFor(locale: Locale): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (!i18n.hasResourceBundle(locale, 'common')) {
    loads.push(texts(locale, 'first').then((resources) => addResources(locale, resources)));
  }
  if (pagesLoaded.size > 0) loads.push(loadPagesOf(locale));
  if (errorsLoaded.size > 0) loads.push(loadErrorsOf(locale));
  await Promise.all(loads);
}

/** Switches the interface language: loads its texts once, re-renders, and remembers it on this device. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadTextsFor(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  writeStorage(LOCALE_STORAGE_KEY, locale);
  rememberForServer(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
