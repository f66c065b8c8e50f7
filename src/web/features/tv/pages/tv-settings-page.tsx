// TV Settings, kept on this device: captions size, autoplay next, and leaving TV mode on this device (reversible
// from the ordinary profile settings page).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TvFocusable } from '../components/tv-focusable';
import { TvRowTitle, TvScreenFrame } from '../components/tv-screen';
import { TvSection } from '../components/tv-section';
import { CAPTION_SIZES, setTvPrefs, useTvPrefs } from '../lib/device-prefs';

const OPTION = 'rounded-full px-8 py-3 text-2xl font-bold';

export function TvSettingsPage() {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  const prefs = useTvPrefs();
  return (
    <TvScreenFrame screen="settings" title={t('nav.settings')} firstFocus="settings-captions-medium" ready>
      <div className="flex max-w-5xl flex-col gap-12">
        <TvSection as="section" focusKey="settings-captions" label={t('settings.captions')}>
          <TvRowTitle>{t('settings.captions')}</TvRowTitle>
          <ul className="flex gap-4 px-3 py-2">
            {CAPTION_SIZES.map((size) => (
              <li key={size}>
                <TvFocusable
                  focusKey={`settings-captions-${size}`}
                  pressed={prefs.captionSize === size}
                  onPress={() => setTvPrefs({ captionSize: size })}
                  className={`${OPTION} ${prefs.captionSize === size ? 'bg-amber-300 text-teal-950' : 'bg-white/10'}`}
                >
                  {t(`settings.captionSizes.${size}`)}
                </TvFocusable>
              </li>
            ))}
          </ul>
        </TvSection>
        <TvSection as="section" focusKey="settings-autoplay" label={t('settings.autoplay')}>
          <TvRowTitle>{t('settings.autoplay')}</TvRowTitle>
          <div className="px-3 py-2">
            <TvFocusable
              focusKey="settings-autoplay-toggle"
              pressed={prefs.autoplayNext}
              onPress={() => setTvPrefs({ autoplayNext: !prefs.autoplayNext })}
              className={`${OPTION} ${prefs.autoplayNext ? 'bg-amber-300 text-teal-950' : 'bg-white/10'}`}
            >
              {prefs.autoplayNext ? t('settings.on') : t('settings.off')}
            </TvFocusable>
          </div>
        </TvSection>
        <TvSection as="section" focusKey="settings-leave" label={t('settings.leave')}>
          <TvRowTitle>{t('settings.leave')}</TvRowTitle>
          <p className="mb-4 px-3 text-2xl text-teal-50">{t('settings.leaveHint')}</p>
          <div className="px-3 py-2">
            <TvFocusable
              focusKey="settings-leave-button"
              onPress={() => {
                setTvPrefs({ optedOut: true });
                navigate('/', { replace: true });
              }}
              className={`${OPTION} bg-white text-teal-950`}
            >
              {t('settings.leaveButton')}
            </TvFocusable>
          </div>
        </TvSection>
      </div>
    </TvScreenFrame>
  );
}
