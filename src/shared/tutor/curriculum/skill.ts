// What a skill is, and the small helpers every subject's generators share.
import type { Locale } from '../../locales';
import type { Choice, Exercise, Picture, SpeechLang, Spoken, Subject } from '../exercise';
import { type PromptKey, tutorText } from '../texts';
import { hashText, type Random, randomFrom } from './random';

export type Band = 1 | 2 | 3;

export type Skill = {
  /** Stable forever: the server stores learners' states by it. */
  id: string;
  subject: Subject;
  band: Band;
  /** Skills that must be mastered before this one unlocks (same subject, same or lower band). */
  prerequisites: readonly string[];
  /** Makes this skill's exercises, deterministically from a seed, instructions in the child's locale. */
  generate(seed: number, locale: Locale): Exercise;
};

/** A generator's view of one call: its randomness, the locale, and the exercise's stable id and skill. */
export type Make = {
  rnd: Random;
  locale: Locale;
  id: string;
  skillId: string;
  prompt(key: PromptKey, params?: Record<string, string | number>, speak?: boolean): Spoken;
};

/** Wraps a generator: the seed makes the randomness and the id; the same seed, the same exercise. */
export function skill(
  id: string,
  subject: Subject,
  band: Band,
  prerequisites: readonly string[],
  make: (m: Make) => Exercise,
): Skill {
  return {
    id,
    subject,
    band,
    prerequisites,
    generate(seed, locale) {
      const normalised = seed >>> 0;
      const rnd = randomFrom(normalised ^ hashText(id));
      return make({
        rnd,
        locale,
        id: `${id}#${normalised.toString(36)}`,
        skillId: id,
        prompt: (key, params = {}, speak = true) => ({
          text: tutorText(
            locale,
            `prompts.${key}`,
            Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
          ),
          lang: locale,
          speak,
        }),
      });
    },
  };
}

/** A text choice (a letter, a word, a number written out) in its language; shown, not read aloud. */
export function textChoice(id: string, text: string, lang: SpeechLang, speak = false): Choice {
  return { id, text: { text, lang, speak } };
}

export function pictureChoice(id: string, picture: Picture): Choice {
  return { id, picture };
}

/** Choices' ids are their place ("c0"…), so an id never gives the answer away. */
export function placed<T>(items: readonly T[], make: (item: T, id: string) => Choice): Choice[] {
  return items.map((item, index) => make(item, `c${index}`));
}
