import { describe, expect, it } from 'vitest';
import { checkResponse } from './check';
import type { Exercise } from './exercise';

const prompt = { text: 'Which one is ب?', lang: 'ar' as const, speak: true };

describe('checkResponse', () => {
  it('accepts only the right choice', () => {
    const exercise: Exercise = {
      kind: 'tap-choice',
      id: 'x',
      skillId: 'ar.letter.ba',
      prompt,
      choices: [
        { id: 'a', text: { text: 'ب', lang: 'ar', speak: false } },
        { id: 'b', text: { text: 'ت', lang: 'ar', speak: false } },
      ],
      answer: 'a',
    };
    expect(checkResponse(exercise, { kind: 'choice', choiceId: 'a' })).toBe(true);
    expect(checkResponse(exercise, { kind: 'choice', choiceId: 'b' })).toBe(false);
    expect(checkResponse(exercise, { kind: 'number', value: 1 })).toBe(false);
  });

  it('needs every pair once, in any order', () => {
    const face = (id: string) => ({ id, text: { text: id, lang: 'en' as const, speak: false } });
    const exercise: Exercise = {
      kind: 'match-pairs',
      id: 'm',
      skillId: 'en.gpc.s',
      prompt: { ...prompt, lang: 'en' },
      pairs: [
        { left: face('a'), right: face('1') },
        { left: face('b'), right: face('2') },
      ],
    };
    expect(
      checkResponse(exercise, {
        kind: 'pairs',
        pairs: [
          ['b', '2'],
          ['a', '1'],
        ],
      }),
    ).toBe(true);
    expect(
      checkResponse(exercise, {
        kind: 'pairs',
        pairs: [
          ['a', '1'],
          ['a', '1'],
        ],
      }),
    ).toBe(false);
    expect(
      checkResponse(exercise, {
        kind: 'pairs',
        pairs: [
          ['a', '2'],
          ['b', '1'],
        ],
      }),
    ).toBe(false);
  });

  it('builds words tile by tile and reads clocks exactly', () => {
    const word: Exercise = {
      kind: 'build-word',
      id: 'w',
      skillId: 'en.cvc',
      prompt: { ...prompt, lang: 'en' },
      lang: 'en',
      tiles: ['c', 'a', 't', 'p'],
      answer: ['c', 'a', 't'],
    };
    expect(checkResponse(word, { kind: 'tiles', tiles: ['c', 'a', 't'] })).toBe(true);
    expect(checkResponse(word, { kind: 'tiles', tiles: ['a', 'c', 't'] })).toBe(false);
    const clock: Exercise = {
      kind: 'clock',
      id: 'c',
      skillId: 'm.time',
      prompt,
      mode: 'set',
      hours: 3,
      minutes: 30,
    };
    expect(checkResponse(clock, { kind: 'time', hours: 3, minutes: 30 })).toBe(true);
    expect(checkResponse(clock, { kind: 'time', hours: 3, minutes: 35 })).toBe(false);
  });

  it('counts a trace right only when every stroke was', () => {
    const trace: Exercise = {
      kind: 'trace',
      id: 't',
      skillId: 'ar.trace.ba',
      prompt,
      script: 'arabic',
      letter: 'ب',
    };
    expect(checkResponse(trace, { kind: 'trace', strokes: 2, strokesRight: 2 })).toBe(true);
    expect(checkResponse(trace, { kind: 'trace', strokes: 2, strokesRight: 1 })).toBe(false);
  });
});
