// The interface language. The server chooses it for each request (the locale cookie, then Accept-Language) and
// renders with an instance of its own; the browser starts with the same locale and the namespaces the server's
// render used, so the page hydrates as drawn. Each namespace of each locale is its own small file, fetched when a
// component first asks for it (react-i18next suspends until it is in).
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  directionOf,
  intlLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
} from '#shared/locales';
import { writeStorage } from '#web/lib/local-storage';
import { type LocaleResources, NAMESPACES } from './namespaces';

export const LOCALE_STORAGE_KEY = 'qamar.locale';

const NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});

/** One namespace of one locale, as i18next asks for it. */
async function readNamespace(language: string, namespace: string, pseudo: boolean) {
  const load = NAMESPACE_FILES[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  const texts = await load();
  if (!pseudo) return texts;
  // Tests only: the pseudo-locale, loaded only when asked for.
  const { pseudoResources } = await import('./pseudo');
  return pseudoResources({ [namespace]: texts } as LocaleResources)[namespace as 'common'];
}

function localeFiles(pseudo: boolean): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      readNamespace(language, namespace, pseudo).then(
        (texts) => callback(null, texts ?? {}),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
}

/**
 * A new instance in `locale`, its texts read from the locale files as components ask for them. The server makes one
 * per request; the browser one for the page's life.
 */
export async function createI18n(
  locale: Locale,
  options: { namespaces: readonly string[]; pseudo?: boolean },
): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(localeFiles(options.pseudo === true)).use(initReactI18next);
  await instance.init({
    lng: locale,
    ns: [...options.namespaces],
    defaultNS: 'common',
    // Every locale has every key (src/web/locales/locales.test.ts), so nothing falls back; a key never shows raw.
    fallbackLng: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
    // Every locale has every key, so a missing key means a component used a namespace it did not ask for: say so
    // loudly — the browser tests fail on console errors.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      console.error(`Missing text ${namespace}:${key} — does its component ask for the namespace?`);
    },
  });
  addNumberFormat(instance);
  return instance;
}

/** `{{count, number}}` in the texts: the same pinned digits as every other number (intlLocale). */
function addNumberFormat(instance: I18n): void {
  instance.services.formatter?.addCached('number', (language, options) => {
    const formatter = new Intl.NumberFormat(intlLocale(language ?? DEFAULT_LOCALE), options);
    return (value: number) => formatter.format(value);
  });
}

/** The browser's instance (the web tests' too). */
export let i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

/**
 * Where code outside React (formatting, messages) finds the active instance: the browser's, or on the server the
 * request's (set once by the server's entry, entry.server.tsx).
 */
let activeSource: () => I18n | undefined = () => undefined;

export function setActiveI18nSource(source: () => I18n | undefined): void {
  activeSource = source;
}

export function activeI18n(): I18n {
  return activeSource() ?? i18n;
}

/** The web tests' start: every text given, synchronously. */
export function initI18n(locale: Locale, resources: LocaleResources): I18n {
  if (i18n.isInitialized) {
    for (const [namespace, texts] of Object.entries(resources)) {
      i18n.addResourceBundle(locale, namespace, texts, true, true);
    }
    void i18n.changeLanguage(locale);
    return i18n;
  }
  void i18n.init({
    lng: locale,
    resources: { [locale]: resources },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      console.error(`Missing text ${namespace}:${key}`);
    },
  });
  addNumberFormat(i18n);
  return i18n;
}

/** The browser's texts are the pseudo-locale's (tests only). */
let pseudoTexts = false;

/** The browser's start, before hydration: the server's locale, and the namespaces the first render needs. */
export async function startI18n(
  locale: Locale,
  namespaces: readonly string[],
  pseudo: boolean,
): Promise<I18n> {
  pseudoTexts = pseudo;
  i18n = await createI18n(locale, { namespaces, pseudo });
  return i18n;
}

/** Loads `namespace` of `locale` into the browser's instance, once. */
async function loadNamespace(locale: string, namespace: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, namespace)) return;
  const texts = await readNamespace(locale, namespace, pseudoTexts);
  i18n.addResourceBundle(locale, namespace, texts ?? {}, true, true);
}

/** Every namespace the active language has loaded, in `locale` too: what a switch to it needs. */
export async function loadTextsFor(locale: Locale): Promise<void> {
  const loaded = Object.keys(i18n.store?.data[i18n.language] ?? {});
  await Promise.all(loaded.map((namespace) => loadNamespace(locale, namespace)));
}

/** Set by messageText() when it showed a message in English because the error messages had not arrived yet. */
export const errorTextsState = { shownBeforeLoaded: false };

/**
 * The error messages of the active language (the `errors` namespace, read by messageText()): fetched the first time
 * the browser shows a message (requestErrorTexts), being the largest namespace and needed by few pages and no first
 * load. Until they arrive a message shows in English, as the spec quotes it — on the server too, so the page
 * hydrates as drawn.
 */
export async function loadErrorTexts(): Promise<void> {
  await loadNamespace(i18n.language, 'errors');
  if (!errorTextsState.shownBeforeLoaded) return;
  errorTextsState.shownBeforeLoaded = false;
  // Every translated component renders again, in a transition so the main thread stays free.
  startTransition(() => {
    i18n.emit('languageChanged', i18n.language);
  });
}

let errorTextsLoading: Promise<void> | undefined;

/** Called by messageText() when it lacks the error messages: in the browser they start loading, once at a time. */
export function requestErrorTexts(): void {
  if (typeof document === 'undefined' || errorTextsLoading) return;
  errorTextsLoading = loadErrorTexts()
    .catch(() => undefined)
    .finally(() => {
      errorTextsLoading = undefined;
    });
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Tells the server which locale to render the next pages in (a year; the device's choice). */
function rememberForServer(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Switches the interface language: loads its texts once, re-renders, and remembers it for the server. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadTextsFor(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  writeStorage(LOCALE_STORAGE_KEY, locale);
  rememberForServer(locale);
}

export function currentLocale(): Locale {
  const language = activeI18n().language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
