// The interface-language picker of the top bar: each language named in itself; the choice applies at once and is
// kept on this device (and, through onChosen, on the signed-in user's profile).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#shared/locales';
import { GlobeIcon } from '#web/components/icons';
import { currentLocale, setLocale } from '#web/lib/i18n/i18n';

export function LanguagePicker({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const active = isLocale(i18n.language) ? i18n.language : currentLocale();
  // Sized to the chosen language, not the longest one (field-sizing): the top bar fits a 360 px phone.
  return (
    // On a phone the top bar has no room for "Bahasa Melayu": the select shrinks to a globe (its text hidden, the
    // options still named in full when it opens); from sm up it shows the language's own name.
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('languagePicker.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute start-1/2 size-5 -translate-x-1/2 text-teal-800 rtl:translate-x-1/2 sm:start-2.5 sm:translate-x-0 sm:rtl:translate-x-0" />
      <select
        id={id}
        value={active}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void setLocale(next).then(() => onChosen?.(next));
        }}
        className="h-11 w-11 cursor-pointer appearance-none rounded-full border border-stone-300 bg-white text-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 sm:h-9 sm:w-auto sm:max-w-[10rem] sm:field-sizing-content sm:ps-9 sm:pe-3 sm:text-sm sm:font-semibold sm:text-stone-800"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale} className="text-stone-900">
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
