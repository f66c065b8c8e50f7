// Clock: an analogue face drawn in SVG. In `read` mode the child chooses the time it shows from cards; in `set` mode
// the child moves the hands, by dragging them or with the buttons (5 minutes and 1 hour back and on), then checks.
// A clock is never mirrored: its hands turn the same way in every language.
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice, Exercise, ExerciseResponse } from '#shared/tutor/exercise';
import { formatTime, formatValue } from '../lib/format';
import { seededShuffle } from '../lib/seeded';
import type { Attempts } from '../lib/use-attempts';
import { useVariant } from '../lib/variant';
import { AnswerCards } from './answer-cards';
import { CheckButton } from './check-button';
import { ChoiceFace } from './choice-card';
import { Target } from './target';

type ClockExercise = Extract<Exercise, { kind: 'clock' }>;
type Time = { hours: number; minutes: number };

const TIME = /^\s*(\d{1,2}):(\d{2})\s*$/;

/** The time a choice stands for: its id, else its text, written "h:mm". */
export function choiceTime(choice: Choice): Time | undefined {
  const match = TIME.exec(choice.id) ?? (choice.text ? TIME.exec(choice.text.text) : null);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours >= 1 && hours <= 12 && minutes <= 59 ? { hours, minutes } : undefined;
}

const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);

const wrapHour = (hours: number) => ((((hours - 1) % 12) + 12) % 12) + 1;

/** Three wrong times a child is likely to choose: the hands swapped, an hour off, half an hour off. */
function likelyTimes({ hours, minutes }: Time): Time[] {
  const swapped = { hours: wrapHour(minutes / 5 || 12), minutes: (hours % 12) * 5 };
  const candidates = [
    swapped,
    { hours: wrapHour(hours + 1), minutes },
    { hours, minutes: (minutes + 30) % 60 },
    { hours: wrapHour(hours - 1), minutes },
  ];
  const seen = new Set([`${hours}:${minutes}`]);
  return candidates.filter((time) => {
    const key = `${time.hours}:${time.minutes}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function ClockFace({
  time,
  onDrag,
  tv,
}: {
  time: Time;
  onDrag?: (hand: 'hour' | 'minute', time: Time) => void;
  tv: boolean;
}) {
  const { t } = useTranslation('learn');
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<'hour' | 'minute' | null>(null);
  const minuteAngle = time.minutes * 6;
  const hourAngle = ((time.hours % 12) + time.minutes / 60) * 30;
  const tip = (angle: number, length: number) => ({
    x2: Math.sin((angle * Math.PI) / 180) * length,
    y2: -Math.cos((angle * Math.PI) / 180) * length,
  });

  const drag = (event: PointerEvent<SVGSVGElement>) => {
    const hand = dragging.current;
    const box = svg.current?.getBoundingClientRect();
    if (!hand || !box || !onDrag || box.width === 0) return;
    const x = event.clientX - (box.left + box.width / 2);
    const y = event.clientY - (box.top + box.height / 2);
    const angle = ((Math.atan2(x, -y) * 180) / Math.PI + 360) % 360;
    if (hand === 'minute') onDrag(hand, { hours: time.hours, minutes: (Math.round(angle / 30) * 5) % 60 });
    else
      onDrag(hand, {
        hours: wrapHour(Math.round((angle - time.minutes / 2) / 30) || 12),
        minutes: time.minutes,
      });
  };
  const grab = (hand: 'hour' | 'minute') =>
    onDrag
      ? (event: PointerEvent<SVGLineElement>) => {
          dragging.current = hand;
          svg.current?.setPointerCapture?.(event.pointerId);
        }
      : undefined;

  return (
    <svg
      ref={svg}
      viewBox="-100 -100 200 200"
      role="img"
      aria-label={t('clock.hands', {
        hour: formatValue(Math.floor(hourAngle / 30) || 12),
        minute: formatValue(time.minutes / 5 || 12),
      })}
      className={`mx-auto block touch-none ${tv ? 'size-[26rem]' : 'size-64 sm:size-72'}`}
      onPointerMove={drag}
      onPointerUp={() => {
        dragging.current = null;
      }}
      onPointerCancel={() => {
        dragging.current = null;
      }}
    >
      <circle r="96" fill="#fff" stroke="#134e4a" strokeWidth="6" />
      {MINUTES.map((minute) => {
        const hour = minute % 5 === 0;
        const angle = (minute * 6 * Math.PI) / 180;
        return (
          <line
            key={minute}
            x1={Math.sin(angle) * (hour ? 80 : 86)}
            y1={-Math.cos(angle) * (hour ? 80 : 86)}
            x2={Math.sin(angle) * 91}
            y2={-Math.cos(angle) * 91}
            stroke="#44403c"
            strokeWidth={hour ? 3 : 1.2}
            strokeLinecap="round"
          />
        );
      })}
      {HOURS.map((number) => {
        const angle = (number * 30 * Math.PI) / 180;
        return (
          <text
            key={number}
            x={Math.sin(angle) * 66}
            y={-Math.cos(angle) * 66}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="17"
            fontWeight="800"
            fill="#1c1917"
          >
            {formatValue(number)}
          </text>
        );
      })}
      <line {...tip(hourAngle, 44)} x1="0" y1="0" stroke="#0f766e" strokeWidth="9" strokeLinecap="round" />
      <line {...tip(minuteAngle, 72)} x1="0" y1="0" stroke="#b45309" strokeWidth="6" strokeLinecap="round" />
      {onDrag && (
        <>
          {/* Wide invisible grips over the hands, so a finger finds them. */}
          <line
            {...tip(hourAngle, 48)}
            x1="0"
            y1="0"
            stroke="transparent"
            strokeWidth="26"
            strokeLinecap="round"
            className="cursor-grab"
            onPointerDown={grab('hour')}
          />
          <line
            {...tip(minuteAngle, 78)}
            x1="0"
            y1="0"
            stroke="transparent"
            strokeWidth="22"
            strokeLinecap="round"
            className="cursor-grab"
            onPointerDown={grab('minute')}
          />
        </>
      )}
      <circle r="6" fill="#1c1917" />
    </svg>
  );
}

export function ClockView({ exercise, attempts }: { exercise: ClockExercise; attempts: Attempts }) {
  return exercise.mode === 'read' ? (
    <ReadClock exercise={exercise} attempts={attempts} />
  ) : (
    <SetClock exercise={exercise} attempts={attempts} />
  );
}

function ReadClock({ exercise, attempts }: { exercise: ClockExercise; attempts: Attempts }) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const cards = useMemo(() => {
    const given = exercise.choices ?? [];
    if (given.length >= 2)
      return given.map((choice) => {
        const time = choiceTime(choice);
        const response: ExerciseResponse = time
          ? { kind: 'time', ...time }
          : { kind: 'choice', choiceId: choice.id };
        return {
          key: choice.id,
          response,
          face: choice.text ? (
            <ChoiceFace choice={choice} />
          ) : (
            <span dir="ltr">{time ? formatTime(time.hours, time.minutes) : choice.id}</span>
          ),
        };
      });
    // Without choices from the exercise, the likely mistakes are offered beside the right time.
    const answer = { hours: exercise.hours, minutes: exercise.minutes };
    return seededShuffle([answer, ...likelyTimes(answer).slice(0, 3)], exercise.id).map((time) => ({
      key: `${time.hours}:${time.minutes}`,
      response: { kind: 'time', ...time } as ExerciseResponse,
      face: <span dir="ltr">{formatTime(time.hours, time.minutes)}</span>,
    }));
  }, [exercise]);
  return (
    <div
      className={`grid items-center gap-6 ${tv ? 'grid-cols-[auto_1fr] gap-12' : 'sm:grid-cols-[auto_1fr]'}`}
    >
      <div dir="ltr">
        <ClockFace time={{ hours: exercise.hours, minutes: exercise.minutes }} tv={tv} />
      </div>
      <AnswerCards exercise={exercise} attempts={attempts} label={t('choices.label')} cards={cards} />
    </div>
  );
}

function SetClock({ exercise, attempts }: { exercise: ClockExercise; attempts: Attempts }) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const [time, setTime] = useState<Time>(() =>
    exercise.hours === 12 && exercise.minutes === 0 ? { hours: 6, minutes: 0 } : { hours: 12, minutes: 0 },
  );
  const shown = attempts.phase === 'shown' ? { hours: exercise.hours, minutes: exercise.minutes } : time;
  const addMinutes = (delta: number) => {
    if (attempts.finished) return;
    const total = ((((time.hours % 12) * 60 + time.minutes + delta) % 720) + 720) % 720;
    setTime({ hours: Math.floor(total / 60) || 12, minutes: total % 60 });
  };
  const buttons: { name: string; label: string; delta: number; text: string }[] = [
    { name: 'hour-back', label: t('clock.hourBack'), delta: -60, text: '−1' },
    { name: 'minutes-back', label: t('clock.minutesBack'), delta: -5, text: '−5' },
    { name: 'minutes-on', label: t('clock.minutesOn'), delta: 5, text: '+5' },
    { name: 'hour-on', label: t('clock.hourOn'), delta: 60, text: '+1' },
  ];
  return (
    <div className="space-y-6" dir="ltr">
      <ClockFace time={shown} tv={tv} onDrag={attempts.finished ? undefined : (_, next) => setTime(next)} />
      <div className={`flex flex-wrap justify-center ${tv ? 'gap-6' : 'gap-3'}`}>
        {buttons.map((button, index) => (
          <Target
            key={button.name}
            exerciseId={exercise.id}
            name={button.name}
            first={index === 2}
            label={button.label}
            disabled={attempts.finished}
            onPress={() => addMinutes(button.delta)}
            className={`flex flex-col items-center justify-center rounded-2xl border-4 font-black ${
              button.delta % 60 === 0 ? 'border-teal-700 text-teal-900' : 'border-amber-600 text-amber-900'
            } bg-white hover:bg-stone-50 ${tv ? 'min-h-32 min-w-36 text-4xl' : 'min-h-16 min-w-20 text-2xl'}`}
          >
            <span aria-hidden="true">{button.text}</span>
            <span aria-hidden="true" className={tv ? 'text-xl' : 'text-xs'}>
              {button.delta % 60 === 0 ? t('clock.hourShort') : t('clock.minutesShort')}
            </span>
          </Target>
        ))}
      </div>
      <div className="flex justify-center">
        <CheckButton
          exerciseId={exercise.id}
          disabled={attempts.finished}
          onPress={() => attempts.submit({ kind: 'time', ...time })}
        />
      </div>
    </div>
  );
}
