// The interface language. The server chooses it for each request (the locale cookie, then Accept-Language) and
// renders with an instance of its own, every text in its bundle (texts.server.ts). The page carries the texts of the
// namespaces its routes draw with (PageTexts in root.tsx), so the browser starts with them and hydrates the page as
// drawn, without asking for anything; a namespace a later page needs is fetched as JSON (`/locales/ar/feed`, the resource
// route routes/locale-texts.ts) when a component first asks for it (react-i18next suspends until it is in).
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  directionOf,
  intlLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
} from '#shared/locales';
import { type LocaleResources, NAMESPACES } from './namespaces';

/** Reads one namespace of one locale: the server from its bundle, the browser over HTTP. */
export type TextsReader = (language: string, namespace: string) => Promise<Record<string, unknown>>;

/**
 * The build's texts version (a hash of every catalog, vite.config.ts): the browser names it when it fetches a
 * namespace, so an answer is cached for good and a new build's texts are a new address.
 */
export const TEXTS_VERSION: string = import.meta.env.VITE_TEXTS_VERSION ?? 'dev';

/** The address of one namespace of one locale (the resource route routes/locale-texts.ts). */
export function textsPath(language: string, namespace: string): string {
  return `/locales/${language}/${namespace}?v=${TEXTS_VERSION}`;
}

/** The browser's reader: the namespace's JSON from the server. */
export const fetchTexts: TextsReader = async (language, namespace) => {
  const response = await fetch(textsPath(language, namespace), { credentials: 'omit' });
  if (!response.ok) throw new Error(`No texts for ${language}/${namespace} (${response.status})`);
  return (await response.json()) as Record<string, unknown>;
};

/** One namespace of one locale, as i18next asks for it. */
async function readNamespace(read: TextsReader, language: string, namespace: string, pseudo: boolean) {
  const texts = await read(language, namespace);
  if (!pseudo) return texts;
  // Tests only: the pseudo-locale, loaded only when asked for.
  const { pseudoResources } = await import('./pseudo');
  return pseudoResources({ [namespace]: texts } as LocaleResources)[namespace as 'common'];
}

function localeFiles(read: TextsReader, pseudo: boolean): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      readNamespace(read, language, namespace, pseudo).then(
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
  options: {
    namespaces: readonly string[];
    read: TextsReader;
    pseudo?: boolean;
    /** Texts already at hand (the page's own, as the server drew it): not read again. */
    resources?: LocaleResources;
  },
): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(localeFiles(options.read, options.pseudo === true)).use(initReactI18next);
  await instance.init({
    lng: locale,
    ns: [...options.namespaces],
    ...(options.resources
      ? { resources: { [locale]: options.resources }, partialBundledLanguages: true }
      : {}),
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
/** Where the browser's instance reads a namespace it lacks: the server (the web tests read the bundle instead). */
let browserReader: TextsReader = fetchTexts;

/** The web tests' reader: the catalogs in process, as the server reads them (there is no server to fetch from). */
export function readTextsWith(read: TextsReader): void {
  browserReader = read;
}

/**
 * The browser's start, before hydration: the server's locale and the texts the page carries (already in the
 * pseudo-locale when the server drew it so); any other namespace is fetched when asked for.
 */
export async function startI18n(locale: Locale, pageTexts: LocaleResources, pseudo: boolean): Promise<I18n> {
  pseudoTexts = pseudo;
  i18n = await createI18n(locale, {
    namespaces: Object.keys(pageTexts),
    read: browserReader,
    pseudo,
    resources: pageTexts,
  });
  return i18n;
}

/** Loads `namespace` of `locale` into the browser's instance, once. */
async function loadNamespace(locale: string, namespace: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, namespace)) return;
  const texts = await readNamespace(browserReader, locale, namespace, pseudoTexts);
  i18n.addResourceBundle(locale, namespace, texts ?? {}, true, true);
}

/** Every namespace the active language has loaded, in `locale` too: what a switch to it needs. */
export async function loadTextsFor(locale: Locale): Promise<void> {
  const loaded = Object.keys(i18n.store?.data[i18n.language] ?? {});
  await Promise.all(loaded.map((namespace) => loadNamespace(locale, namespace)));
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
  rememberForServer(locale);
}

export function currentLocale(): Locale {
  const language = activeI18n().language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
