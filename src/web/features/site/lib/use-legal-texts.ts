// The `legal` namespace is not in the locale chunks every page loads (decision 019-f1): the terms, privacy and
// policy pages fetch the active language's legal texts when they open, and again when the language changes.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLegalTexts } from '#web/locales/legal-texts';

/** True once the active language's legal texts are in i18next. */
export function useLegalTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18n.hasResourceBundle(language, 'legal') ? language : null,
  );
  useEffect(() => {
    if (i18n.hasResourceBundle(language, 'legal')) {
      setLoaded(language);
      return;
    }
    let live = true;
    void loadLegalTexts(language).then((texts) => {
      i18n.addResourceBundle(language, 'legal', texts, true, true);
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return loaded === language;
}
