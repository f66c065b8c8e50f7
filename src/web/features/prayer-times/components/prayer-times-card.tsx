// Today's prayer times: the five prayers on the family's clock, which of them pause child mode and for how long, and
// the way to the settings page. Compact, so the dashboard (where it sits in the Screen Time card) stays short.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { usePrayerTimes } from '../api/prayer-times';
import { formatDay, formatPauseMinutes, formatPrayerTime, placeLabel } from '../lib/format';

const PRAYER_SETTINGS_PATH = '/dashboard/parent/prayer-times';

/** `linkToSettings`: off on the settings page itself. */
export function PrayerTimesCard({ linkToSettings = true }: { linkToSettings?: boolean }) {
  const { t, i18n } = useTranslation(['prayer-times', 'domain']);
  const query = usePrayerTimes();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorBanner>{errorMessage(query.error)}</ErrorBanner>;
  const { settings, today, timeZone, day } = query.data;
  const language = i18n.language;

  if (settings.location === null || today.length === 0)
    return (
      <div className="space-y-1">
        <p className="text-sm text-stone-600">{t('card.notSet')}</p>
        <p>
          <Link to={PRAYER_SETTINGS_PATH} className={TEXT_LINK}>
            {t('card.setUp')}
          </Link>
        </p>
      </div>
    );

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        {t('card.today', { date: formatDay(day, language), place: placeLabel(settings.location, language) })}
      </p>
      <ul
        aria-label={t('card.timesLabel')}
        className="grid grid-cols-5 gap-1.5 text-center sm:gap-3"
        data-testid="prayer-times-today"
      >
        {today.map((time) => (
          <li
            key={time.prayer}
            className={`rounded-2xl border px-1 py-2 sm:px-2 ${
              time.pauseEndsAt ? 'border-teal-300 bg-teal-50' : 'border-stone-200 bg-stone-50'
            }`}
          >
            <span className="block text-xs font-bold text-stone-700 sm:text-sm">
              {t(`domain:prayer.${time.prayer}`)}
            </span>
            <span className="block text-base font-extrabold tabular-nums text-stone-900 sm:text-lg">
              {formatPrayerTime(time.at, timeZone, language)}
            </span>
            {time.pauseEndsAt ? (
              <span className="block text-xs font-semibold text-teal-900">{t('card.pauses')}</span>
            ) : (
              <span className="sr-only">{t('card.noPause')}</span>
            )}
          </li>
        ))}
      </ul>
      <p>
        {settings.enabled
          ? t('card.on', { minutes: formatPauseMinutes(settings.pauseMinutes, language) })
          : t('card.off')}
      </p>
      {linkToSettings ? (
        <p>
          <Link to={PRAYER_SETTINGS_PATH} className={TEXT_LINK}>
            {t('card.change')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
