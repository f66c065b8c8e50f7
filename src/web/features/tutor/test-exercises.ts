// One exercise of every kind (two clocks), written as the curriculum's generators write them, for the Tutor's
// component tests.
import type { Exercise } from '#shared/tutor/exercise';

export const spoken = (text: string, lang: 'en' | 'ar' = 'en', speak = false) => ({ text, lang, speak });

export const EXERCISES = {
  tap: {
    kind: 'tap-choice',
    id: 'tap-1',
    skillId: 'en.gpc.s',
    prompt: spoken('Which one starts with s?'),
    choices: [
      { id: 'sun', picture: { emoji: '☀️', alt: 'sun' } },
      { id: 'cup', picture: { emoji: '☕', alt: 'cup' } },
      { id: 'tree', picture: { emoji: '🌳', alt: 'tree' } },
    ],
    answer: 'sun',
  },
  listen: {
    kind: 'listen-choose',
    id: 'listen-1',
    skillId: 'ar.letter.ba',
    prompt: spoken('بَ', 'ar', true),
    choices: [
      { id: 'ba', text: spoken('بَ', 'ar') },
      { id: 'ta', text: spoken('تَ', 'ar') },
    ],
    answer: 'ba',
  },
  pairs: {
    kind: 'match-pairs',
    id: 'pairs-1',
    skillId: 'm.count.3',
    prompt: spoken('Match each number to its word'),
    pairs: [
      { left: { id: 'one', text: spoken('1') }, right: { id: 'w-one', text: spoken('one') } },
      { left: { id: 'two', text: spoken('2') }, right: { id: 'w-two', text: spoken('two') } },
    ],
  },
  word: {
    kind: 'build-word',
    id: 'word-1',
    skillId: 'ar.words.3',
    prompt: spoken('كَتَبَ', 'ar', true),
    lang: 'ar',
    tiles: ['ب', 'ك', 'ت', 'م'],
    answer: ['ك', 'ت', 'ب'],
  },
  line: {
    kind: 'number-line',
    id: 'line-1',
    skillId: 'm.line.10',
    prompt: spoken('Put the marker on 7'),
    min: 0,
    max: 10,
    step: 1,
    answer: 7,
  },
  clockRead: {
    kind: 'clock',
    id: 'clock-read-1',
    skillId: 'm.time.half',
    prompt: spoken('What time is it?'),
    mode: 'read',
    hours: 3,
    minutes: 30,
  },
  clockSet: {
    kind: 'clock',
    id: 'clock-set-1',
    skillId: 'm.time.five',
    prompt: spoken('Set the clock to 12:10'),
    mode: 'set',
    hours: 12,
    minutes: 10,
  },
  trace: {
    kind: 'trace',
    id: 'trace-1',
    skillId: 'ar.trace.alif',
    prompt: spoken('Trace ا', 'ar'),
    script: 'arabic',
    letter: 'ا',
  },
  number: {
    kind: 'choose-number',
    id: 'number-1',
    skillId: 'm.count.5',
    prompt: spoken('How many apples? 🍎🍎🍎🍎'),
    choices: [3, 4, 5],
    answer: 4,
  },
} satisfies Record<string, Exercise>;
