// On the ordinary profile settings page: whether this device may show the TV interface (undoes "Leave TV mode on
// this device" from the TV's Settings). Kept on this device only.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setTvPrefs, useTvPrefs } from '../lib/device-prefs';

export function TvDeviceToggle({
  className,
  headingClassName,
}: {
  className: string;
  headingClassName: string;
}) {
  const { t } = useTranslation('tv');
  const id = useId();
  const { optedOut } = useTvPrefs();
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className={headingClassName}>
        {t('device.heading')}
      </h2>
      <div className="mt-5 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={!optedOut}
          onChange={(event) => setTvPrefs({ optedOut: !event.target.checked })}
          className="mt-1 size-5 accent-teal-700"
        />
        <label htmlFor={id} className="flex flex-col gap-0.5">
          <span className="font-semibold text-stone-900">{t('device.label')}</span>
          <span className="text-sm text-stone-600">{t('device.hint')}</span>
        </label>
      </div>
    </section>
  );
}
