// Whether a child's stroke is the letter's next stroke, written the right way: it starts near the stroke's start,
// follows its path within a tolerance and ends near its end, in order. Pure (points in, verdict out), so the tracing
// screen, its tests and the server judge alike. Both lines are resampled by length and compared point for point,
// which is what makes direction count: the same line drawn backwards is far from the target at both ends.
import { isDot, type Point, type Stroke } from './strokes';

/** Distances in the letter's unit box. Wide enough for a small finger on a phone, narrow enough to mean the path. */
export const TRACE_TOLERANCE = {
  /** How far from the stroke's start (and its end) the child may begin (and finish). */
  ends: 0.17,
  /** The mean distance from the path, point for point along the stroke. */
  path: 0.11,
  /** The farthest any point may wander from the path. */
  wander: 0.24,
  /** How far from a dot a tap or dab may land, and how long a dab may be. */
  dot: 0.12,
} as const;

export type TraceTolerance = { [key in keyof typeof TRACE_TOLERANCE]: number };

/** Why a stroke was not right, so the screen can say what to do: start at the dot, go the other way, and so on. */
export type StrokeMiss = 'start' | 'end' | 'path' | 'direction' | 'order' | 'dot';

export type StrokeVerdict = { ok: true; index: number } | { ok: false; index: number; miss: StrokeMiss };

const SAMPLES = 32;

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function length(stroke: Stroke): number {
  let total = 0;
  for (let index = 1; index < stroke.length; index++)
    total += distance(stroke[index - 1] as Point, stroke[index] as Point);
  return total;
}

/** `count` points evenly spaced along the line, its first and last points included. */
export function resample(stroke: Stroke, count = SAMPLES): Point[] {
  const first = stroke[0];
  if (!first) return [];
  const total = length(stroke);
  if (total === 0) return Array.from({ length: count }, () => first);
  const out: Point[] = [first];
  let segment = 1;
  let walked = 0;
  for (let sample = 1; sample < count - 1; sample++) {
    const wanted = (total * sample) / (count - 1);
    while (segment < stroke.length) {
      const from = stroke[segment - 1] as Point;
      const to = stroke[segment] as Point;
      const piece = distance(from, to);
      if (walked + piece >= wanted && piece > 0) {
        const share = (wanted - walked) / piece;
        out.push([from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share]);
        break;
      }
      walked += piece;
      segment++;
    }
  }
  out.push(stroke[stroke.length - 1] as Point);
  return out;
}

function distanceToSegment(point: Point, from: Point, to: Point): number {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const squared = dx * dx + dy * dy;
  if (squared === 0) return distance(point, from);
  const share = Math.max(0, Math.min(1, ((point[0] - from[0]) * dx + (point[1] - from[1]) * dy) / squared));
  return distance(point, [from[0] + dx * share, from[1] + dy * share]);
}

function distanceToLine(point: Point, line: Stroke): number {
  if (line.length === 1) return distance(point, line[0] as Point);
  let best = Number.POSITIVE_INFINITY;
  for (let index = 1; index < line.length; index++)
    best = Math.min(best, distanceToSegment(point, line[index - 1] as Point, line[index] as Point));
  return best;
}

const centre = (stroke: Stroke): Point => [
  stroke.reduce((sum, point) => sum + point[0], 0) / stroke.length,
  stroke.reduce((sum, point) => sum + point[1], 0) / stroke.length,
];

/** The first reason `drawn` is not `target` drawn the right way, or null when it is. */
export function strokeMiss(
  target: Stroke,
  drawn: Stroke,
  tolerance: TraceTolerance = TRACE_TOLERANCE,
): Exclude<StrokeMiss, 'order'> | null {
  if (drawn.length === 0) return 'start';
  if (isDot(target)) {
    // A dot is a tap or a small dab near it; which way a dab goes does not matter.
    const near = distance(centre(drawn), target[0] as Point) <= tolerance.dot;
    return near && length(drawn) <= tolerance.dot * 2 ? null : 'dot';
  }
  const path = resample(target);
  const line = resample(drawn);
  const start = path[0] as Point;
  const end = path[path.length - 1] as Point;
  const drawnStart = line[0] as Point;
  const drawnEnd = line[line.length - 1] as Point;
  const startsRight = distance(drawnStart, start) <= tolerance.ends;
  const endsRight = distance(drawnEnd, end) <= tolerance.ends;
  if (!startsRight || !endsRight) {
    // Begun at the end and finished at the start: the right line, the wrong way.
    if (distance(drawnStart, end) <= tolerance.ends && distance(drawnEnd, start) <= tolerance.ends) {
      return distance(start, end) > tolerance.ends ? 'direction' : startsRight ? 'end' : 'start';
    }
    return startsRight ? 'end' : 'start';
  }
  let sum = 0;
  for (let index = 0; index < path.length; index++)
    sum += distance(path[index] as Point, line[index] as Point);
  // Point for point along the length: a closed loop (o) drawn the other way round fails here.
  if (sum / path.length > tolerance.path) {
    const reversed = [...line].reverse();
    let other = 0;
    for (let index = 0; index < path.length; index++)
      other += distance(path[index] as Point, reversed[index] as Point);
    return other / path.length <= tolerance.path ? 'direction' : 'path';
  }
  if (drawn.some((point) => distanceToLine(point, target) > tolerance.wander)) return 'path';
  return null;
}

/**
 * The strokes the child may draw next: the first not yet done; when that is a dot, every dot of its group (the dots
 * written one after another), since the order of a letter's dots is not taught.
 */
export function expectedStrokes(letter: readonly Stroke[], done: readonly boolean[]): number[] {
  const next = letter.findIndex((_, index) => !done[index]);
  if (next === -1) return [];
  if (!isDot(letter[next] as Stroke)) return [next];
  const group: number[] = [];
  for (let index = next; index < letter.length && isDot(letter[index] as Stroke); index++)
    if (!done[index]) group.push(index);
  return group;
}

/** The verdict on one stroke drawn when the strokes marked in `done` are already written. */
export function judgeStroke(
  letter: readonly Stroke[],
  done: readonly boolean[],
  drawn: Stroke,
  tolerance: TraceTolerance = TRACE_TOLERANCE,
): StrokeVerdict {
  const expected = expectedStrokes(letter, done);
  const first = expected[0];
  if (first === undefined) return { ok: false, index: letter.length, miss: 'order' };
  for (const index of expected)
    if (strokeMiss(letter[index] as Stroke, drawn, tolerance) === null) return { ok: true, index };
  const miss = strokeMiss(letter[first] as Stroke, drawn, tolerance) ?? 'path';
  // Another stroke of the letter, drawn well but too early.
  const early = letter.some(
    (stroke, index) =>
      !done[index] && !expected.includes(index) && strokeMiss(stroke, drawn, tolerance) === null,
  );
  return { ok: false, index: first, miss: early ? 'order' : miss };
}

export type TraceResult = { strokes: number; strokesRight: number; verdicts: StrokeVerdict[] };

/**
 * A whole trace judged as the screen does it: each drawn stroke is tried against what comes next; a right one is
 * done, a wrong one counts against the stroke it should have been (which the child then tries again). A stroke is
 * right when its first try was. The letter is finished when every stroke is done.
 */
export function matchTrace(
  letter: readonly Stroke[],
  drawn: readonly Stroke[],
  tolerance: TraceTolerance = TRACE_TOLERANCE,
): TraceResult & { finished: boolean } {
  const done = letter.map(() => false);
  const missed = letter.map(() => false);
  const verdicts: StrokeVerdict[] = [];
  for (const stroke of drawn) {
    const verdict = judgeStroke(letter, done, stroke, tolerance);
    verdicts.push(verdict);
    if (verdict.ok) done[verdict.index] = true;
    else if (verdict.index < letter.length) missed[verdict.index] = true;
  }
  return {
    strokes: letter.length,
    strokesRight: letter.filter((_, index) => done[index] && !missed[index]).length,
    verdicts,
    finished: done.every(Boolean),
  };
}
