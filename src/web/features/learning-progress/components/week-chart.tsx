// This week's learning time per day (the family's week, Monday first): labelled bars. Each bar's day and minutes are
// written beside it, so the chart reads the same to a screen reader and to the eye.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScreenTime } from '#web/lib/format';

/** Whole minutes of a number of seconds; a few seconds of learning still show as a minute, not as nothing. */
export const minutesOf = (seconds: number) => (seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0);

function weekday(day: string, locale: string, width: 'short' | 'long') {
  // A calendar date (YYYY-MM-DD) read at noon UTC, so no time zone moves it to the day before.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export function WeekChart({ days }: { days: readonly { day: string; seconds: number }[] }) {
  const { t, i18n } = useTranslation('learning-progress');
  const locale = i18n.language || 'en';
  const most = Math.max(1, ...days.map((one) => one.seconds));
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="space-y-2">
      <figcaption id={captionId} className="text-sm font-semibold text-stone-900">
        {t('week.chartLabel')}
      </figcaption>
      <ol className="flex items-end gap-2" style={{ height: '9rem' }}>
        {days.map(({ day, seconds }) => {
          const time = formatScreenTime(minutesOf(seconds));
          return (
            <li key={day} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
              <span className="sr-only">
                {t('week.dayValue', { day: weekday(day, locale, 'long'), time })}
              </span>
              <span aria-hidden="true" className="text-xs font-semibold text-stone-700">
                {minutesOf(seconds)}
              </span>
              <span aria-hidden="true" className="flex w-full flex-1 items-end justify-center">
                <span
                  className={`block w-full max-w-10 rounded-t-lg ${seconds > 0 ? 'bg-teal-600' : 'bg-stone-200'}`}
                  style={{ height: `${seconds > 0 ? Math.max(6, Math.round((seconds / most) * 100)) : 3}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-xs text-stone-600">
                {weekday(day, locale, 'short')}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
