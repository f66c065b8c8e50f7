// Every namespace of a locale at once, for the web tests, which render any page without the server's render.
import type { Locale } from '#shared/locales';
import type { LocaleResources } from '#web/lib/i18n/namespaces';

const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function localeTexts(locale: Locale): LocaleResources {
  const prefix = `../locales/${locale}/`;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, texts] of Object.entries(FILES)) {
    if (file.startsWith(prefix)) resources[file.slice(prefix.length, -'.json'.length)] = texts;
  }
  return resources as LocaleResources;
}
