// Tracing a letter with a finger, stylus or mouse (pointer events on an SVG surface, which draws the ink as crisp
// lines at any size): the faint letter is the guide, the next stroke is hinted (its start, its direction, a moving
// pen), and each stroke is judged when the finger lifts (#shared/tutor/trace-match: start, path, end, direction,
// order). A miss says what to do and the child tries that stroke again; after a second miss the stroke is drawn for
// the child and counted as not yet known. The answer reports how many strokes were right at the first try.
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '#shared/tutor/exercise';
import { letterStrokes, type Point, type Stroke } from '#shared/tutor/strokes';
import { judgeStroke, type StrokeMiss } from '#shared/tutor/trace-match';
import { formatValue } from '../lib/format';
import { useReducedMotion } from '../lib/motion';
import { dirOf, scriptClass, scriptStyle } from '../lib/script';
import { type Attempts, MAX_TRIES } from '../lib/use-attempts';
import { GuideStroke, StrokeHint, toPoints } from './letter-drawing';
import { Target } from './target';

type TraceExercise = Extract<Exercise, { kind: 'trace' }>;

export function TraceView({
  exercise,
  attempts,
  onHint,
}: {
  exercise: TraceExercise;
  attempts: Attempts;
  onHint: (hint: string | undefined) => void;
}) {
  const { t } = useTranslation('learn');
  const strokes = letterStrokes(exercise.script, exercise.letter, exercise.form);
  if (!strokes)
    return (
      <p className="rounded-2xl bg-amber-50 p-4 text-xl font-bold text-amber-950">{t('trace.noData')}</p>
    );
  return <TraceSurface exercise={exercise} strokes={strokes} attempts={attempts} onHint={onHint} />;
}

type Done = { ink: readonly Point[]; right: boolean } | null;

function TraceSurface({
  exercise,
  strokes,
  attempts,
  onHint,
}: {
  exercise: TraceExercise;
  strokes: readonly Stroke[];
  attempts: Attempts;
  onHint: (hint: string | undefined) => void;
}) {
  const { t } = useTranslation('learn');
  const still = useReducedMotion();
  const surface = useRef<SVGSVGElement>(null);
  const pointer = useRef<number | null>(null);
  const [done, setDone] = useState<readonly Done[]>(() => strokes.map(() => null));
  const [misses, setMisses] = useState<readonly number[]>(() => strokes.map(() => 0));
  const [ink, setInk] = useState<readonly Point[]>([]);
  // Changing this key restarts the hint's animation ("Show me again").
  const [replay, setReplay] = useState(0);
  const next = done.indexOf(null);
  const lang = exercise.script === 'arabic' ? 'ar' : 'en';

  const toUnit = (event: PointerEvent<SVGSVGElement>): Point | null => {
    const box = surface.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height];
  };

  const missText = (miss: StrokeMiss) => t(`trace.miss.${miss}`);

  const lift = (drawn: readonly Point[]) => {
    if (next === -1 || drawn.length === 0) return;
    const verdict = judgeStroke(
      strokes,
      done.map((stroke) => stroke !== null),
      drawn,
    );
    const nextDone = [...done];
    const nextMisses = [...misses];
    if (verdict.ok) {
      nextDone[verdict.index] = { ink: drawn, right: (misses[verdict.index] ?? 0) === 0 };
      onHint(undefined);
    } else {
      const missed = (nextMisses[verdict.index] ?? 0) + 1;
      nextMisses[verdict.index] = missed;
      if (missed >= MAX_TRIES) {
        // Drawn for the child: the stroke's own line, marked as shown.
        nextDone[verdict.index] = { ink: strokes[verdict.index] ?? [], right: false };
        onHint(t('trace.shownStroke'));
      } else {
        onHint(missText(verdict.miss));
        setReplay((count) => count + 1);
      }
    }
    setDone(nextDone);
    setMisses(nextMisses);
    if (nextDone.every((stroke) => stroke !== null)) {
      const right = nextDone.filter((stroke) => stroke?.right).length;
      attempts.finish({ kind: 'trace', strokes: strokes.length, strokesRight: right });
    }
  };

  const finished = attempts.finished || next === -1;
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex w-full items-center justify-between gap-3">
        <p className="text-lg font-bold text-stone-700">
          {finished
            ? t('trace.allDone')
            : t('trace.strokeOf', { number: formatValue(next + 1), total: formatValue(strokes.length) })}
        </p>
        <p
          lang={lang}
          dir={dirOf(lang)}
          aria-hidden="true"
          style={scriptStyle(lang)}
          className={`text-6xl font-bold text-stone-900 ${scriptClass(lang)}`}
        >
          {exercise.letter}
        </p>
      </div>
      <svg
        ref={surface}
        viewBox="0 0 100 100"
        role="img"
        aria-label={t('trace.surface', { letter: exercise.letter })}
        className="aspect-square w-full max-w-md touch-none rounded-3xl border-4 border-stone-200 bg-white shadow-inner"
        onPointerDown={(event) => {
          if (finished || pointer.current !== null) return;
          const point = toUnit(event);
          if (!point) return;
          pointer.current = event.pointerId;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          setInk([point]);
        }}
        onPointerMove={(event) => {
          if (pointer.current !== event.pointerId) return;
          const point = toUnit(event);
          if (point) setInk((line) => [...line, point]);
        }}
        onPointerUp={(event) => {
          if (pointer.current !== event.pointerId) return;
          pointer.current = null;
          const point = toUnit(event);
          const drawn = point ? [...ink, point] : ink;
          setInk([]);
          lift(drawn);
        }}
        onPointerCancel={() => {
          pointer.current = null;
          setInk([]);
        }}
      >
        {/* A baseline to write on. */}
        <line
          x1="4"
          x2="96"
          y1={exercise.script === 'latin' ? 80 : 65}
          y2={exercise.script === 'latin' ? 80 : 65}
          stroke="#e7e5e4"
          strokeWidth="0.8"
          strokeDasharray="2 2"
        />
        {strokes.map((stroke, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a letter's strokes never move
          <GuideStroke key={index} stroke={stroke} className="fill-stone-200 stroke-stone-200" />
        ))}
        {done.map((stroke, index) =>
          stroke === null ? null : (
            <GuideStroke
              // biome-ignore lint/suspicious/noArrayIndexKey: a letter's strokes never move
              key={index}
              stroke={stroke.ink}
              width={6}
              className={stroke.right ? 'fill-teal-700 stroke-teal-700' : 'fill-sky-600 stroke-sky-600'}
            />
          ),
        )}
        {!finished && next !== -1 && (
          <StrokeHint key={replay} stroke={strokes[next] as Stroke} number={next + 1} moving={!still} />
        )}
        {ink.length > 1 && (
          <polyline
            points={toPoints(ink)}
            fill="none"
            stroke="#1c1917"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      {!finished && (
        <Target
          exerciseId={exercise.id}
          name="show-me"
          onPress={() => setReplay((count) => count + 1)}
          className="inline-flex min-h-16 items-center gap-2 rounded-full border-2 border-teal-700 bg-white px-6 text-lg font-bold text-teal-800 hover:bg-teal-50"
        >
          {t('trace.showMe')}
        </Target>
      )}
    </div>
  );
}
