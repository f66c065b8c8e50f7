// Every namespace of a locale at once (both of its chunks), for the web tests, which render any page without the
// router's loaders.
import type { Locale } from '#shared/locales';
import { type LocaleResources, toResources } from '#web/lib/i18n/load-locale';

const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function localeTexts(locale: Locale): LocaleResources {
  const prefix = `../locales/${locale}/`;
  return toResources(Object.fromEntries(Object.entries(FILES).filter(([file]) => file.startsWith(prefix))));
}
