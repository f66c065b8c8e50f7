// Number line: a line of ticks from min to max; the marker moves by a tap or a drag on the line, by the big arrow
// buttons, and by the arrow keys (or the remote's left and right) on the marker itself; "Check" is the try. The line
// runs left to right in every language, as numbers do on a number line in Arabic and Urdu schoolbooks too: the
// arrows then mean smaller and bigger the same everywhere.
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '#shared/tutor/exercise';
import { formatValue } from '../lib/format';
import type { Attempts } from '../lib/use-attempts';
import { useVariant } from '../lib/variant';
import { CheckButton } from './check-button';
import { Target } from './target';

type LineExercise = Extract<Exercise, { kind: 'number-line' }>;

/** At most this many numbers written under the line; every tick is still drawn. */
const MAX_LABELS = 11;

function startValue({ min, max, step, answer }: LineExercise): number {
  const ticks = Math.floor((max - min) / step);
  const middle = min + Math.floor(ticks / 2) * step;
  if (middle !== answer) return middle;
  return middle + step <= max ? middle + step : min;
}

export function NumberLineView({ exercise, attempts }: { exercise: LineExercise; attempts: Attempts }) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const { min, max, step } = exercise;
  const ticks = Math.max(1, Math.floor((max - min) / step));
  const [value, setValue] = useState(() => startValue(exercise));
  const track = useRef<HTMLDivElement>(null);
  const shown = attempts.phase === 'shown';
  const at = shown ? exercise.answer : value;
  const share = (number: number) => (ticks === 0 ? 0 : ((number - min) / (ticks * step)) * 100);
  const labelEvery = Math.ceil((ticks + 1) / MAX_LABELS);

  const move = (next: number) => {
    if (attempts.finished) return;
    setValue(Math.min(min + ticks * step, Math.max(min, next)));
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    move(min + Math.round(ratio * ticks) * step);
  };

  const arrowClass = `flex shrink-0 items-center justify-center rounded-full border-4 border-teal-700 bg-white font-black text-teal-800 hover:bg-teal-50 ${
    tv ? 'size-28 text-5xl' : 'size-16 text-3xl'
  }`;
  return (
    <div className="space-y-8" dir="ltr">
      <div className="flex items-center gap-3">
        <Target
          exerciseId={exercise.id}
          name="less"
          label={t('line.less')}
          disabled={attempts.finished}
          onPress={() => move(value - step)}
          className={arrowClass}
        >
          <span aria-hidden="true">◀</span>
        </Target>
        <div
          ref={track}
          className={`relative flex-1 touch-none ${tv ? 'h-48' : 'h-32'}`}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture?.(event.pointerId);
            fromPointer(event);
          }}
          onPointerMove={(event) => {
            if (event.buttons > 0) fromPointer(event);
          }}
        >
          <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-stone-700" />
          {Array.from({ length: ticks + 1 }, (_, index) => {
            const number = min + index * step;
            const labelled = index % labelEvery === 0 || index === ticks;
            return (
              <div
                key={number}
                aria-hidden="true"
                className="absolute top-1/2 flex -translate-x-1/2 flex-col items-center"
                style={{ left: `${share(number)}%` }}
              >
                <span
                  className={`block w-1 -translate-y-1/2 rounded bg-stone-700 ${labelled ? 'h-8' : 'h-4'}`}
                />
                {labelled && (
                  <span className={`font-bold text-stone-800 ${tv ? 'text-4xl' : 'text-xl'}`}>
                    {formatValue(number)}
                  </span>
                )}
              </div>
            );
          })}
          <div className="absolute top-0 -translate-x-1/2" style={{ left: `${share(at)}%` }}>
            <Target
              exerciseId={exercise.id}
              name="marker"
              first
              label={t('line.marker')}
              disabled={attempts.finished}
              onPress={() => undefined}
              onArrow={(direction) => {
                if (direction === 'left') move(value - step);
                else if (direction === 'right') move(value + step);
                else return false;
                return true;
              }}
              slider={{ min, max: min + ticks * step, now: at, text: formatValue(at) }}
              className={`flex flex-col items-center rounded-2xl ${tv ? 'min-w-28 px-3' : 'min-w-16 px-2'} ${
                attempts.phase === 'right' || shown ? 'text-teal-800' : 'text-amber-600'
              }`}
            >
              {/* The marker says no number: finding the place is the exercise (screen readers hear the value). */}
              <span
                className={`block rounded-full border-4 ${
                  attempts.phase === 'right' || shown
                    ? 'border-teal-900 bg-teal-700'
                    : 'border-amber-700 bg-amber-500'
                } ${tv ? 'size-16' : 'size-10'}`}
              />
              <span aria-hidden="true" className={`leading-none ${tv ? 'text-5xl' : 'text-3xl'}`}>
                ▼
              </span>
            </Target>
          </div>
        </div>
        <Target
          exerciseId={exercise.id}
          name="more"
          label={t('line.more')}
          disabled={attempts.finished}
          onPress={() => move(value + step)}
          className={arrowClass}
        >
          <span aria-hidden="true">▶</span>
        </Target>
      </div>
      <div className="flex justify-center">
        <CheckButton
          exerciseId={exercise.id}
          disabled={attempts.finished}
          onPress={() => attempts.submit({ kind: 'number', value })}
        />
      </div>
    </div>
  );
}
