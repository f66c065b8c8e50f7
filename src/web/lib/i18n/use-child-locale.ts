// Child mode in the child's own interface language: the language the parent chose for the child
// (`ChildSessionInfo.child.interfaceLanguage`) applies while child mode is shown, and the device's language comes
// back when it is left. null (nothing chosen) keeps the device's language. Called by the child area's layout.
// The child's language is shown, never kept as this device's choice (unlike `setLocale`): leaving child mode is a
// full page load (exit-child-mode), which starts again in the device's language without running any clean-up.
import { useEffect } from 'react';
import type { Locale } from '#shared/locales';
import { applyDocumentLocale, currentLocale, i18n, loadTextsFor } from './i18n';

/** Switches the texts and <html lang dir> to `locale` unless `stale()` says the switch is no longer wanted. */
async function showLocale(locale: Locale, stale: () => boolean): Promise<void> {
  await loadTextsFor(locale);
  if (stale()) return;
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
}

export function useChildLocale(interfaceLanguage: Locale | null | undefined): void {
  useEffect(() => {
    if (!interfaceLanguage) return;
    const deviceLocale = currentLocale();
    if (interfaceLanguage === deviceLocale) return;
    let left = false;
    void showLocale(interfaceLanguage, () => left).catch(() => undefined);
    return () => {
      left = true;
      void showLocale(deviceLocale, () => false).catch(() => undefined);
    };
  }, [interfaceLanguage]);
}
