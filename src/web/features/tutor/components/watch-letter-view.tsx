// Tracing on the TV, where there is nothing to draw with: "watch and choose". The letter is drawn stroke by stroke,
// in its order and direction (the same stroke data a phone checks against), and the child picks the letter that was
// drawn from four with the remote. Watching the strokes in order is the lesson a remote can give; the answer is
// reported as a trace (every stroke right, or none), so a lesson counts it like the phone's.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '#shared/tutor/exercise';
import { isDot, letterStrokes, type Point, type Stroke, traceableLetters } from '#shared/tutor/strokes';
import { useReducedMotion } from '../lib/motion';
import { dirOf, scriptClass, scriptStyle } from '../lib/script';
import { seededShuffle } from '../lib/seeded';
import type { Attempts } from '../lib/use-attempts';
import { useVariant } from '../lib/variant';
import { AnswerCards } from './answer-cards';
import { toPoints } from './letter-drawing';
import { Target } from './target';

type TraceExercise = Extract<Exercise, { kind: 'trace' }>;

/** Seconds each stroke takes to draw, and the pause before the next. */
const STROKE_SECONDS = 0.9;
const GAP_SECONDS = 0.35;

function AnimatedLetter({ strokes, moving }: { strokes: readonly Stroke[]; moving: boolean }) {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      className="aspect-square w-full max-w-md rounded-3xl border-4 border-stone-200 bg-white"
    >
      {strokes
        .map((stroke, index) => ({ stroke, index, key: `stroke-${index}` }))
        .map(({ stroke, index, key }) => {
          const begin = `${index * (STROKE_SECONDS + GAP_SECONDS)}s`;
          const first = stroke[0] as Point;
          if (isDot(stroke))
            return (
              <circle
                key={key}
                cx={first[0] * 100}
                cy={first[1] * 100}
                r="5"
                fill="#0f766e"
                opacity={moving ? 0 : 1}
              >
                {moving && <set attributeName="opacity" to="1" begin={begin} fill="freeze" />}
              </circle>
            );
          return (
            <polyline
              key={key}
              points={toPoints(stroke)}
              pathLength={1}
              fill="none"
              stroke="#0f766e"
              strokeWidth="8"
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeDasharray="1"
              strokeDashoffset={moving ? 1 : 0}
            >
              {moving && (
                <animate
                  attributeName="stroke-dashoffset"
                  from="1"
                  to="0"
                  begin={begin}
                  dur={`${STROKE_SECONDS}s`}
                  fill="freeze"
                />
              )}
            </polyline>
          );
        })}
    </svg>
  );
}

export function WatchLetterView({ exercise, attempts }: { exercise: TraceExercise; attempts: Attempts }) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const still = useReducedMotion();
  const [replay, setReplay] = useState(0);
  const strokes = letterStrokes(exercise.script, exercise.letter, exercise.form);
  const lang = exercise.script === 'arabic' ? 'ar' : 'en';
  const letters = useMemo(() => {
    const others = seededShuffle(
      traceableLetters(exercise.script).filter((letter) => letter !== exercise.letter),
      exercise.id,
    ).slice(0, 3);
    return seededShuffle([exercise.letter, ...others], `${exercise.id}:choices`);
  }, [exercise]);
  if (!strokes)
    return (
      <p className="rounded-2xl bg-amber-50 p-4 text-3xl font-bold text-amber-950">{t('trace.noData')}</p>
    );
  const total = strokes.length;
  return (
    <div className={`grid items-center ${tv ? 'grid-cols-[minmax(0,28rem)_1fr] gap-12' : 'gap-6'}`}>
      <div className="flex flex-col items-center gap-4">
        <AnimatedLetter key={replay} strokes={strokes} moving={!still} />
        <Target
          exerciseId={exercise.id}
          name="replay"
          onPress={() => setReplay((count) => count + 1)}
          className={`inline-flex items-center rounded-full border-4 border-teal-700 bg-white px-8 font-bold text-teal-800 ${
            tv ? 'min-h-24 text-3xl' : 'min-h-16 text-xl'
          }`}
        >
          {t('trace.drawAgain')}
        </Target>
      </div>
      <AnswerCards
        exercise={exercise}
        attempts={attempts}
        label={t('trace.whichLetter')}
        cards={letters.map((letter) => ({
          key: letter,
          response: { kind: 'trace', strokes: total, strokesRight: letter === exercise.letter ? total : 0 },
          face: (
            <span
              lang={lang}
              dir={dirOf(lang)}
              style={scriptStyle(lang)}
              className={`${scriptClass(lang)} ${tv ? 'text-8xl' : 'text-6xl'}`}
            >
              {letter}
            </span>
          ),
        }))}
      />
    </div>
  );
}
