// Child mode in the child's own interface language (issue 12): the language the parent chose for the child
// (`ChildSessionInfo.child.interfaceLanguage`) applies while child mode is shown, and the device's language comes
// back when it is left. null (nothing chosen) keeps the device's language. Called where the child session starts.
import { useEffect } from 'react';
import type { Locale } from '#shared/locales';
import { currentLocale, setLocale } from './i18n';

export function useChildLocale(interfaceLanguage: Locale | null | undefined): void {
  useEffect(() => {
    if (!interfaceLanguage) return;
    const deviceLocale = currentLocale();
    if (interfaceLanguage === deviceLocale) return;
    void setLocale(interfaceLanguage).catch(() => undefined);
    return () => {
      void setLocale(deviceLocale).catch(() => undefined);
    };
  }, [interfaceLanguage]);
}
