// Every namespace of a locale at once, for the web tests, which render any page without the server's render.
import type { Locale } from '#shared/locales';
import type { LocaleResources } from '#web/lib/i18n/namespaces';

const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const SHARED_FILES = import.meta.glob<Record<string, unknown>>('../../shared/texts/*/errors.json', {
  eager: true,
  import: 'default',
});

export function localeTexts(locale: Locale): LocaleResources {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [prefix, files] of [
    [`../locales/${locale}/`, FILES],
    [`../../shared/texts/${locale}/`, SHARED_FILES],
  ] as const) {
    for (const [file, texts] of Object.entries(files)) {
      if (file.startsWith(prefix)) resources[file.slice(prefix.length, -'.json'.length)] = texts;
    }
  }
  return resources as LocaleResources;
}
