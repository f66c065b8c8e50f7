// The Tutor's exercises as data: what the curriculum's generators make, what the server hands a lesson, what the
// child's screen draws and what an answer says. One schema for all three, so a lesson read back is checked.
import { z } from 'zod';
import { LOCALES } from '../locales';

export const SUBJECTS = ['arabic', 'maths', 'english'] as const;
export type Subject = (typeof SUBJECTS)[number];

/**
 * The language a text is drawn and read aloud in (the browser's speech): Arabic letters and words in `ar`, English
 * phonics in `en`, instructions and maths in the child's interface language.
 */
export const SPEECH_LANGS = LOCALES;
export type SpeechLang = (typeof SPEECH_LANGS)[number];

/** A text shown and, when `speak` is true, read aloud by "read to me" in its language. */
const spoken = z.object({
  text: z.string().min(1).max(200),
  lang: z.enum(SPEECH_LANGS),
  speak: z.boolean(),
});
export type Spoken = z.infer<typeof spoken>;

/**
 * A picture: an emoji (objects, animals, food — never a face: the Tutor keeps to faceless pictures) or a word drawn
 * large. `alt` names it for screen readers, in English; the screen translates it through the Tutor's catalog.
 */
const picture = z.object({ emoji: z.string().min(1).max(16), alt: z.string().min(1).max(60) });
export type Picture = z.infer<typeof picture>;

/** One choice: a picture, a text, or both. */
const choice = z.object({
  id: z.string().min(1).max(40),
  picture: picture.optional(),
  text: spoken.optional(),
});
export type Choice = z.infer<typeof choice>;

const base = {
  /** Deterministic from the generator's seed: the same seed makes the same id and content. */
  id: z.string().min(1).max(80),
  skillId: z.string().min(1).max(60),
  prompt: spoken,
};

/** Letter forms in Arabic script. */
export const LETTER_FORMS = ['isolated', 'initial', 'medial', 'final'] as const;
export type LetterForm = (typeof LETTER_FORMS)[number];

export const exerciseSchema = z.discriminatedUnion('kind', [
  /** Tap the picture (or text) that answers the prompt. */
  z.object({
    kind: z.literal('tap-choice'),
    ...base,
    choices: z.array(choice).min(2).max(6),
    answer: z.string(),
  }),
  /** Hear a sound or word (the prompt is spoken) and choose what was heard. */
  z.object({
    kind: z.literal('listen-choose'),
    ...base,
    choices: z.array(choice).min(2).max(6),
    answer: z.string(),
  }),
  /** Match each left item to its right item; the answer is every pair. */
  z.object({
    kind: z.literal('match-pairs'),
    ...base,
    pairs: z
      .array(z.object({ left: choice, right: choice }))
      .min(2)
      .max(6),
  }),
  /** Put tiles (letters or syllables) in order to build the word; tiles may include distractors. */
  z.object({
    kind: z.literal('build-word'),
    ...base,
    lang: z.enum(SPEECH_LANGS),
    tiles: z.array(z.string().min(1).max(8)).min(2).max(10),
    answer: z.array(z.string().min(1).max(8)).min(1).max(8),
  }),
  /** Put the marker on a number line from `min` to `max` in steps of `step`. */
  z.object({
    kind: z.literal('number-line'),
    ...base,
    min: z.number().int(),
    max: z.number().int(),
    step: z.number().int().positive(),
    answer: z.number().int(),
  }),
  /** Read a clock (choose the time) or set one (move the hands); minutes in steps of 5. */
  z.object({
    kind: z.literal('clock'),
    ...base,
    mode: z.enum(['read', 'set']),
    hours: z.number().int().min(1).max(12),
    minutes: z.number().int().min(0).max(55),
    choices: z.array(choice).max(4).optional(),
  }),
  /** Trace a letter on a canvas, strokes in order and direction. */
  z.object({
    kind: z.literal('trace'),
    ...base,
    script: z.enum(['arabic', 'latin']),
    letter: z.string().min(1).max(4),
    form: z.enum(LETTER_FORMS).optional(),
  }),
  /** Choose the number: counting, subitising, sums, comparing, money (the prompt says what to do). */
  z.object({
    kind: z.literal('choose-number'),
    ...base,
    choices: z.array(z.number()).min(2).max(6),
    answer: z.number(),
  }),
]);
export type Exercise = z.infer<typeof exerciseSchema>;
export type ExerciseKind = Exercise['kind'];

/** What the child did: the choice's id, the pairs, the tiles, the number, the clock time, or a finished trace. */
export const exerciseResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), choiceId: z.string().min(1).max(40) }),
  z.object({
    kind: z.literal('pairs'),
    pairs: z.array(z.tuple([z.string().max(40), z.string().max(40)])).max(6),
  }),
  z.object({ kind: z.literal('tiles'), tiles: z.array(z.string().min(1).max(8)).max(10) }),
  z.object({ kind: z.literal('number'), value: z.number().finite() }),
  z.object({
    kind: z.literal('time'),
    hours: z.number().int().min(1).max(12),
    minutes: z.number().int().min(0).max(59),
  }),
  /** The canvas checks stroke order and direction on the device; it reports which strokes were right. */
  z.object({
    kind: z.literal('trace'),
    strokesRight: z.number().int().min(0).max(8),
    strokes: z.number().int().min(1).max(8),
  }),
]);
export type ExerciseResponse = z.infer<typeof exerciseResponseSchema>;
