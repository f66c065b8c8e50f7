// The interface-language picker of the top bar: each language named in itself; the choice applies at once and is
// kept on this device (and, through onChosen, on the signed-in user's profile).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#shared/locales';
import { currentLocale, setLocale } from '#web/lib/i18n/i18n';

export function LanguagePicker({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const active = isLocale(i18n.language) ? i18n.language : currentLocale();
  // Sized to the chosen language, not the longest one (field-sizing): the top bar fits a 360 px phone.
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('languagePicker.label')}
      </label>
      <select
        id={id}
        value={active}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void setLocale(next).then(() => onChosen?.(next));
        }}
        className="h-9 max-w-[8.5rem] field-sizing-content rounded-full border border-stone-300 bg-white ps-3 pe-7 text-sm font-semibold text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
