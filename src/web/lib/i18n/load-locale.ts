// Fetches one locale's texts as i18next resources: its first-load chunk (FIRST_LOAD_NAMESPACES) before the first
// render, its pages chunk (every other namespace) with the first page that needs it. Only the active language loads.
import type { Locale } from '#shared/locales';
import type { Namespace } from './namespaces';

export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>;

type Bundle = { default: Record<string, Record<string, unknown>> };

/** Which of a locale's two chunks: 'first' (locales/<l>/index.ts) or 'pages' (locales/<l>/pages.ts). */
export type TextsPart = 'first' | 'pages';

const BUNDLES: Record<Locale, Record<TextsPart, () => Promise<Bundle>>> = {
  en: { first: () => import('#web/locales/en'), pages: () => import('#web/locales/en/pages') },
  ar: { first: () => import('#web/locales/ar'), pages: () => import('#web/locales/ar/pages') },
  ur: { first: () => import('#web/locales/ur'), pages: () => import('#web/locales/ur/pages') },
  fr: { first: () => import('#web/locales/fr'), pages: () => import('#web/locales/fr/pages') },
  tr: { first: () => import('#web/locales/tr'), pages: () => import('#web/locales/tr/pages') },
  ms: { first: () => import('#web/locales/ms'), pages: () => import('#web/locales/ms/pages') },
};

/** './family.json' → 'family'. */
export function toResources(files: Record<string, Record<string, unknown>>): LocaleResources {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, texts] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) resources[namespace] = texts;
  }
  return resources as LocaleResources;
}

export async function loadLocale(locale: Locale, part: TextsPart = 'first'): Promise<LocaleResources> {
  const bundle = await BUNDLES[locale][part]();
  return toResources(bundle.default);
}
