// Fetches one locale's texts (one chunk per locale, so only the active language is downloaded) as i18next resources.
import type { Locale } from '#shared/locales';
import type { Namespace } from './namespaces';

export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>;

type Bundle = { default: Record<string, Record<string, unknown>> };

const BUNDLES: Record<Locale, () => Promise<Bundle>> = {
  en: () => import('#web/locales/en'),
  ar: () => import('#web/locales/ar'),
  ur: () => import('#web/locales/ur'),
  fr: () => import('#web/locales/fr'),
  tr: () => import('#web/locales/tr'),
  ms: () => import('#web/locales/ms'),
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

export async function loadLocale(locale: Locale): Promise<LocaleResources> {
  const bundle = await BUNDLES[locale]();
  return toResources(bundle.default);
}
