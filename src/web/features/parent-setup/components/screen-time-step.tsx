// Wizard step 3: a daily screen-time slider per child (15 to 480 minutes in steps of 15), saved on Continue.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '#shared/children.schema';
import { LIMITS } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { useUpdateChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { formatScreenTime } from '#web/lib/format';

function ScreenTimeSlider({
  child,
  value,
  onChange,
}: {
  child: Child;
  value: number;
  onChange: (minutes: number) => void;
}) {
  const { t } = useTranslation('parent-setup');
  const id = useId();
  const text = formatScreenTime(value);
  return (
    <li className="rounded-2xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-bold text-stone-900">
          {t('screenTime.sliderLabel', { name: child.name })}
        </label>
        <output htmlFor={id} className="text-base font-bold text-teal-800">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={LIMITS.screenTimeMinMinutes}
        max={LIMITS.screenTimeMaxMinutes}
        step={LIMITS.screenTimeStepMinutes}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-3 h-11 w-full cursor-pointer accent-teal-700"
      />
      <div className="flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{formatScreenTime(LIMITS.screenTimeMinMinutes)}</span>
        <span>{formatScreenTime(LIMITS.screenTimeMaxMinutes)}</span>
      </div>
    </li>
  );
}

type ScreenTimeStepProps = {
  list: Child[];
  onBack: () => void;
  onDone: () => void;
};

export function ScreenTimeStep({ list, onBack, onDone }: ScreenTimeStepProps) {
  const { t } = useTranslation('parent-setup');
  const save = useUpdateChildren();
  const [minutes, setMinutes] = useState<Record<string, number>>(() =>
    Object.fromEntries(list.map((child) => [child.id, child.screenTimeLimit])),
  );

  const handleContinue = () => {
    const changes = list
      .filter((child) => minutes[child.id] !== undefined && minutes[child.id] !== child.screenTimeLimit)
      .map((child) => ({
        id: child.id,
        input: { screenTimeLimit: minutes[child.id] ?? child.screenTimeLimit },
      }));
    if (changes.length === 0) {
      onDone();
      return;
    }
    save.mutate(changes, { onSuccess: onDone });
  };

  return (
    <div className="space-y-5">
      {list.length === 0 ? (
        <p className="text-stone-700">
          {t('screenTime.noChildren', { time: formatScreenTime(LIMITS.defaultScreenTimeMinutes) })}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((child) => (
            <ScreenTimeSlider
              key={child.id}
              child={child}
              value={minutes[child.id] ?? child.screenTimeLimit}
              onChange={(value) => setMinutes((current) => ({ ...current, [child.id]: value }))}
            />
          ))}
        </ul>
      )}
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button onClick={handleContinue} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('actions.continue')}
        </Button>
      </div>
    </div>
  );
}
