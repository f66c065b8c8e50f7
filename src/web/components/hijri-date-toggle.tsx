// The device preference "show dates in the Hijri calendar too", as a checkbox any settings panel can place.
import { useTranslation } from 'react-i18next';
import { useShowHijriDates } from '#web/lib/hijri-dates';
import { CheckboxField } from './select-field';

export function HijriDateToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [showHijri, setShowHijri] = useShowHijriDates();
  return (
    <CheckboxField
      label={t('hijriDates.toggle')}
      checked={showHijri}
      onCheckedChange={setShowHijri}
      {...(className ? { className } : {})}
    />
  );
}
