// The "Screen time & schedule" part of a child's settings: a limit per weekday (quickly for school days and the
// weekend, or each day), an optional weekly limit, the hours child mode may open (bedtime), the grace to finish a
// video and autoplay. Controlled: the settings form sends these with the rest; the server enforces all of it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AllowedWindow, type ChildTimeSettings, TIME_RULE_LIMITS } from '#shared/child-time';
import { LIMITS } from '#shared/domain';
import { intlLocale } from '#shared/locales';
import { INPUT_CLASSES } from '#web/components/form-field';
import { formatScreenTime } from '#web/lib/format';
import { currentLocale } from '#web/lib/i18n/i18n';

const MINUTE_OPTIONS: number[] = [];
for (
  let m = LIMITS.screenTimeMinMinutes;
  m <= LIMITS.screenTimeMaxMinutes;
  m += LIMITS.screenTimeStepMinutes
) {
  MINUTE_OPTIONS.push(m);
}
const WEEKLY_HOURS = Array.from({ length: TIME_RULE_LIMITS.weeklyMaxMinutes / 60 }, (_, index) => index + 1);
const GRACE_OPTIONS = [0, 1, 2, 3, 5, 10, 15];
const AUTOPLAY_OPTIONS = Array.from({ length: TIME_RULE_LIMITS.autoplayMaxVideos + 1 }, (_, index) => index);
const DEFAULT_WINDOW: AllowedWindow = { from: '07:00', to: '19:30' };
const SCHOOL_DAYS = [0, 1, 2, 3, 4];
const WEEKEND = [5, 6];
const SELECT = `${INPUT_CLASSES} border-stone-400`;

/** Monday..Sunday in the interface language (2024-01-01 was a Monday). */
function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(currentLocale()), { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

const sameAcross = <T,>(values: T[], days: number[]) =>
  days.every((day) => JSON.stringify(values[day]) === JSON.stringify(values[days[0] ?? 0]));

type Props = {
  usualLimit: number;
  value: ChildTimeSettings;
  onChange: (next: ChildTimeSettings) => void;
  /** A refusal of one of these fields, already in words. */
  error?: string | undefined;
};

export function ScreenTimeScheduleFields({ usualLimit, value, onChange, error }: Props) {
  const { t } = useTranslation('family');
  const names = weekdayNames();
  // Days that differ within a group can only be shown one by one.
  const [eachDay, setEachDay] = useState(
    () =>
      !sameAcross(value.dayLimits, SCHOOL_DAYS) ||
      !sameAcross(value.dayLimits, WEEKEND) ||
      !sameAcross(value.allowedWindows, SCHOOL_DAYS) ||
      !sameAcross(value.allowedWindows, WEEKEND),
  );
  const setDays = (days: number[], change: { limit?: number | null; window?: AllowedWindow | null }) => {
    const dayLimits = [...value.dayLimits];
    const allowedWindows = [...value.allowedWindows];
    for (const day of days) {
      if (change.limit !== undefined) dayLimits[day] = change.limit;
      if (change.window !== undefined) allowedWindows[day] = change.window;
    }
    onChange({ ...value, dayLimits, allowedWindows });
  };
  const groups = eachDay
    ? names.map((name, day) => ({ key: `day-${day}`, label: name, days: [day] }))
    : [
        { key: 'school', label: t('schedule.schoolDays'), days: SCHOOL_DAYS },
        { key: 'weekend', label: t('schedule.weekend'), days: WEEKEND },
      ];
  const weeklyOptions =
    value.weeklyLimit !== null && value.weeklyLimit % 60 !== 0
      ? [value.weeklyLimit, ...WEEKLY_HOURS.map((hours) => hours * 60)].sort((a, b) => a - b)
      : WEEKLY_HOURS.map((hours) => hours * 60);
  const ids = useId();

  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-600">{t('schedule.hint')}</p>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-stone-900">
        <input
          type="checkbox"
          checked={eachDay}
          onChange={(event) => setEachDay(event.target.checked)}
          className="size-5 accent-teal-700"
        />
        {t('schedule.eachDay')}
      </label>
      <div className="space-y-3">
        {groups.map((group) => {
          const first = group.days[0] ?? 0;
          const limit = value.dayLimits[first] ?? null;
          const window = value.allowedWindows[first] ?? null;
          const id = `${ids}-${group.key}`;
          return (
            <fieldset key={group.key} className="rounded-2xl border border-stone-300 p-3">
              <legend className="px-1 text-sm font-bold text-stone-900">{group.label}</legend>
              <label htmlFor={`${id}-limit`} className="mb-1 block text-sm font-semibold text-stone-800">
                {t('schedule.limit')}
              </label>
              <select
                id={`${id}-limit`}
                value={limit ?? ''}
                onChange={(event) =>
                  setDays(group.days, {
                    limit: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
                className={SELECT}
              >
                <option value="">{t('schedule.usual', { time: formatScreenTime(usualLimit) })}</option>
                {MINUTE_OPTIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {formatScreenTime(minutes)}
                  </option>
                ))}
              </select>
              <label className="mt-2 flex min-h-11 items-center gap-3 text-sm font-semibold text-stone-900">
                <input
                  type="checkbox"
                  checked={window !== null}
                  onChange={(event) =>
                    setDays(group.days, { window: event.target.checked ? DEFAULT_WINDOW : null })
                  }
                  className="size-5 accent-teal-700"
                />
                {t('schedule.onlyBetween')}
              </label>
              {window ? (
                <div className="mt-1 grid grid-cols-2 gap-3">
                  <div>
                    <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-semibold text-stone-800">
                      {t('schedule.from')}
                      <span className="sr-only"> ({group.label})</span>
                    </label>
                    <input
                      id={`${id}-from`}
                      type="time"
                      step={60}
                      required
                      value={window.from}
                      onChange={(event) =>
                        setDays(group.days, { window: { ...window, from: event.target.value } })
                      }
                      className={SELECT}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-semibold text-stone-800">
                      {t('schedule.until')}
                      <span className="sr-only"> ({group.label})</span>
                    </label>
                    <input
                      id={`${id}-to`}
                      type="time"
                      step={60}
                      required
                      value={window.to === '24:00' ? '23:59' : window.to}
                      onChange={(event) =>
                        setDays(group.days, { window: { ...window, to: event.target.value } })
                      }
                      className={SELECT}
                    />
                  </div>
                </div>
              ) : null}
            </fieldset>
          );
        })}
      </div>
      <div>
        <label htmlFor={`${ids}-weekly`} className="mb-1.5 block text-sm font-bold text-stone-900">
          {t('schedule.weekly')}
        </label>
        <select
          id={`${ids}-weekly`}
          value={value.weeklyLimit ?? ''}
          onChange={(event) =>
            onChange({ ...value, weeklyLimit: event.target.value === '' ? null : Number(event.target.value) })
          }
          className={SELECT}
        >
          <option value="">{t('schedule.noWeekly')}</option>
          {weeklyOptions.map((minutes) => (
            <option key={minutes} value={minutes}>
              {formatScreenTime(minutes)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-grace`} className="mb-1.5 block text-sm font-bold text-stone-900">
          {t('schedule.grace')}
        </label>
        <select
          id={`${ids}-grace`}
          value={value.videoGraceMinutes}
          aria-describedby={`${ids}-grace-hint`}
          onChange={(event) => onChange({ ...value, videoGraceMinutes: Number(event.target.value) })}
          className={SELECT}
        >
          {GRACE_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('schedule.off') : t('schedule.upTo', { time: formatScreenTime(minutes) })}
            </option>
          ))}
        </select>
        <p id={`${ids}-grace-hint`} className="mt-1 text-sm text-stone-600">
          {t('schedule.graceHint')}
        </p>
      </div>
      <div>
        <label htmlFor={`${ids}-autoplay`} className="mb-1.5 block text-sm font-bold text-stone-900">
          {t('schedule.autoplay')}
        </label>
        <select
          id={`${ids}-autoplay`}
          value={value.autoplayVideos}
          aria-describedby={`${ids}-autoplay-hint`}
          onChange={(event) => onChange({ ...value, autoplayVideos: Number(event.target.value) })}
          className={SELECT}
        >
          {AUTOPLAY_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count === 0 ? t('schedule.off') : t('schedule.videosInARow', { count })}
            </option>
          ))}
        </select>
        <p id={`${ids}-autoplay-hint`} className="mt-1 text-sm text-stone-600">
          {t('schedule.autoplayHint')}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
