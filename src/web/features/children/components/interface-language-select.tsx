// The child's interface language in child mode: "Same as this device" (null) or one of the interface
// languages, each named in itself. Used by the add-child form and by the family feature's Child Settings.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#shared/locales';
import { INPUT_CLASSES } from '#web/components/form-field';

export type InterfaceLanguageSelectProps = {
  value: Locale | null;
  onChange: (value: Locale | null) => void;
};

export function InterfaceLanguageSelect({ value, onChange }: InterfaceLanguageSelectProps) {
  const { t } = useTranslation('children');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-stone-900">
        {t('interfaceLanguage.label')}
      </label>
      <select
        id={id}
        name="interfaceLanguage"
        value={value ?? ''}
        onChange={(event) => onChange(isLocale(event.target.value) ? event.target.value : null)}
        aria-describedby={hintId}
        className={`${INPUT_CLASSES} border-stone-400`}
      >
        <option value="">{t('interfaceLanguage.sameAsDevice')}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-sm text-stone-600">
        {t('interfaceLanguage.hint')}
      </p>
    </div>
  );
}
