import { describe, expect, it } from 'vitest';
import { isDot, letterStrokes, type Point, type Stroke, traceableLetters } from './strokes';
import { judgeStroke, matchTrace, resample, strokeMiss } from './trace-match';

const strokesOf = (script: 'arabic' | 'latin', letter: string): readonly Stroke[] => {
  const strokes = letterStrokes(script, letter);
  if (!strokes) throw new Error(`no strokes for ${letter}`);
  return strokes;
};

/** A finger's line: the stroke resampled finely, shifted and wobbling by a fixed (seeded) amount. */
function drawnLike(stroke: Stroke, { shift = [0, 0], wobble = 0 }: { shift?: Point; wobble?: number } = {}) {
  if (isDot(stroke))
    return [[(stroke[0] as Point)[0] + shift[0], (stroke[0] as Point)[1] + shift[1]]] as Point[];
  return resample(stroke, 60).map(
    ([x, y], index) =>
      [x + shift[0] + wobble * Math.sin(index * 1.7), y + shift[1] + wobble * Math.cos(index * 2.3)] as Point,
  );
}

const reversed = (stroke: Stroke) => [...drawnLike(stroke)].reverse();

const ARABIC_ALPHABET = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';

describe('stroke data', () => {
  it('has all 28 Arabic letters and the 26 Latin lowercase letters, each within the box and at most 8 strokes', () => {
    expect(traceableLetters('arabic').join('')).toBe(ARABIC_ALPHABET);
    expect(traceableLetters('latin').join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    for (const script of ['arabic', 'latin'] as const) {
      for (const letter of traceableLetters(script)) {
        const strokes = strokesOf(script, letter);
        expect(strokes.length, letter).toBeGreaterThan(0);
        expect(strokes.length, letter).toBeLessThanOrEqual(8);
        for (const point of strokes.flat()) {
          expect(point[0], letter).toBeGreaterThanOrEqual(0);
          expect(point[0], letter).toBeLessThanOrEqual(1);
          expect(point[1], letter).toBeGreaterThanOrEqual(0);
          expect(point[1], letter).toBeLessThanOrEqual(1);
        }
      }
    }
    expect(letterStrokes('latin', 'A')).toBeUndefined();
    expect(letterStrokes('arabic', 'constructor')).toBeUndefined();
    // Isolated forms only: another form is not drawn with the isolated shape.
    expect(letterStrokes('arabic', 'ب', 'initial')).toBeUndefined();
    expect(letterStrokes('arabic', 'ب', 'isolated')).toBe(letterStrokes('arabic', 'ب'));
  });

  it('writes Arabic dots after the body, and ب ت ث share a body drawn from the right', () => {
    for (const letter of traceableLetters('arabic')) {
      const strokes = strokesOf('arabic', letter);
      expect(isDot(strokes[0] as Stroke), letter).toBe(false);
      const firstDot = strokes.findIndex(isDot);
      if (firstDot !== -1) expect(strokes.slice(firstDot).every(isDot), letter).toBe(true);
    }
    const body = strokesOf('arabic', 'ب')[0] as Stroke;
    expect((body[0] as Point)[0]).toBeGreaterThan((body[body.length - 1] as Point)[0]);
  });
});

describe('judging strokes', () => {
  it('accepts every letter written stroke by stroke, in order and direction', () => {
    for (const script of ['arabic', 'latin'] as const) {
      for (const letter of traceableLetters(script)) {
        const strokes = strokesOf(script, letter);
        const result = matchTrace(
          strokes,
          strokes.map((stroke) => drawnLike(stroke)),
        );
        expect(result, `${script} ${letter}`).toMatchObject({
          finished: true,
          strokes: strokes.length,
          strokesRight: strokes.length,
        });
      }
    }
  });

  it('accepts a sloppy but recognisable stroke: shifted and wobbling', () => {
    const [body] = strokesOf('arabic', 'ب');
    if (!body) throw new Error('no body');
    expect(strokeMiss(body, drawnLike(body, { shift: [0.06, -0.05], wobble: 0.03 }))).toBeNull();
    const o = strokesOf('latin', 'o')[0] as Stroke;
    expect(strokeMiss(o, drawnLike(o, { shift: [-0.05, 0.04], wobble: 0.025 }))).toBeNull();
  });

  it('refuses a stroke that strays from the path or starts in the wrong place', () => {
    const alif = strokesOf('arabic', 'ا')[0] as Stroke;
    // From the top to the bottom, but bowed far out to the side on the way.
    const bowed: Point[] = [
      [0.5, 0.12],
      [0.75, 0.3],
      [0.8, 0.45],
      [0.72, 0.6],
      [0.5, 0.72],
    ];
    expect(strokeMiss(alif, bowed)).toBe('path');
    expect(strokeMiss(alif, drawnLike(alif, { shift: [0.3, 0] }))).toBe('start');
    // Stops half way down.
    expect(
      strokeMiss(alif, [
        [0.5, 0.12],
        [0.5, 0.4],
      ]),
    ).toBe('end');
  });

  it('refuses a stroke drawn the wrong way, open or closed', () => {
    for (const script of ['arabic', 'latin'] as const) {
      for (const letter of traceableLetters(script)) {
        for (const stroke of strokesOf(script, letter)) {
          if (isDot(stroke) || resample(stroke).length === 0) continue;
          const [first, last] = [stroke[0] as Point, stroke[stroke.length - 1] as Point];
          // Long enough that backwards is a different movement (a tiny mark such as ك's is not checked).
          if (Math.hypot(first[0] - last[0], first[1] - last[1]) < 0.2 && stroke.length < 8) continue;
          expect(strokeMiss(stroke, reversed(stroke)), `${script} ${letter}`).not.toBeNull();
        }
      }
    }
    const alif = strokesOf('arabic', 'ا')[0] as Stroke;
    expect(strokeMiss(alif, reversed(alif))).toBe('direction');
    const o = strokesOf('latin', 'o')[0] as Stroke;
    expect(strokeMiss(o, reversed(o))).toBe('direction');
  });

  it('says a well-drawn stroke out of turn is out of order', () => {
    const t = strokesOf('latin', 't');
    const cross = t[1] as Stroke;
    expect(judgeStroke(t, [false, false], drawnLike(cross))).toEqual({ ok: false, index: 0, miss: 'order' });
    const ba = strokesOf('arabic', 'ب');
    // The dot before the body.
    expect(judgeStroke(ba, [false, false], drawnLike(ba[1] as Stroke))).toMatchObject({
      ok: false,
      miss: 'order',
    });
  });

  it("takes a letter's dots in any order, but each only once", () => {
    const tha = strokesOf('arabic', 'ث');
    const [body, right, left, top] = tha as [Stroke, Stroke, Stroke, Stroke];
    const result = matchTrace(tha, [drawnLike(body), drawnLike(top), drawnLike(left), drawnLike(right)]);
    expect(result).toMatchObject({ finished: true, strokesRight: 4 });
    expect(judgeStroke(tha, [true, true, false, false], drawnLike(right))).toMatchObject({ ok: false });
    // A dab beside the dot, not on it.
    expect(strokeMiss(right, [[0.3, 0.9]])).toBe('dot');
  });

  it('counts a stroke right only when its first try was, and finishes when every stroke is done', () => {
    const t = strokesOf('latin', 't');
    const [stem, cross] = t as [Stroke, Stroke];
    const retried = matchTrace(t, [reversed(stem), drawnLike(stem), drawnLike(cross)]);
    expect(retried).toMatchObject({ finished: true, strokes: 2, strokesRight: 1 });
    expect(retried.verdicts[0]).toEqual({ ok: false, index: 0, miss: 'direction' });
    const unfinished = matchTrace(t, [drawnLike(stem)]);
    expect(unfinished).toMatchObject({ finished: false, strokesRight: 1 });
    expect(judgeStroke(t, [true, true], drawnLike(stem))).toMatchObject({ ok: false, miss: 'order' });
  });
});
