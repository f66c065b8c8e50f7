// The screen time left today as a picture: a moon that is full at the start of the day and empties as the time
// is used (a gold fill rising from the bottom), with the minutes beside it. For screen readers the whole badge is
// one image named in words ("15 minutes of screen time left").
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/format';

type Props = { limitMinutes: number; remainingSeconds: number };

export function ScreenTimeMoon({ limitMinutes, remainingSeconds }: Props) {
  const { t } = useTranslation('child-mode');
  const clipId = useId();
  const limitSeconds = Math.max(1, limitMinutes * 60);
  const fraction = Math.min(1, Math.max(0, remainingSeconds / limitSeconds));
  // Rounded up: "1 minute left" until the very last second, never "0 minutes" while time remains.
  const minutes = Math.ceil(Math.max(0, remainingSeconds) / 60);
  const label = t('layout.timeLeft', { count: minutes, minutes: formatNumber(minutes) });
  const top = 4 + 40 * (1 - fraction);
  return (
    <div
      role="img"
      aria-label={label}
      title={label}
      data-testid="screen-time-moon"
      className="flex items-center gap-2 rounded-full bg-teal-900 py-1.5 ps-1.5 pe-4 text-lg font-extrabold text-amber-100"
    >
      <svg viewBox="0 0 48 48" className="size-11" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y={top} width="48" height={48 - top} />
          </clipPath>
        </defs>
        <circle cx="24" cy="24" r="20" fill="#115e59" stroke="#fde68a" strokeWidth="2.5" />
        <circle cx="24" cy="24" r="18.5" fill="#fde68a" clipPath={`url(#${clipId})`} />
        <circle cx="17" cy="19" r="3" fill="#fbbf24" opacity={fraction > 0.6 ? 0.7 : 0} />
        <circle cx="29" cy="31" r="2.2" fill="#fbbf24" opacity={fraction > 0.3 ? 0.7 : 0} />
      </svg>
      <span className="tabular-nums" aria-hidden="true">
        {t('layout.minutesShort', { value: formatNumber(minutes) })}
      </span>
    </div>
  );
}
