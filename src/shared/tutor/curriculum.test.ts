import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { checkResponse } from './check';
import { CURRICULUM, pathOf, skillById } from './curriculum';
import { soundsNear } from './curriculum/arabic';
import { ARABIC_LETTERS, formShape, formText, withoutMarks } from './curriculum/arabic-letters';
import { ARABIC_WORDS } from './curriculum/arabic-words';
import {
  CVC_WORDS,
  DIGRAPH_WORDS,
  EXCEPTION_WORDS,
  GPC_SETS,
  hasGrapheme,
  SENTENCES,
  soundsIn,
} from './curriculum/english-data';
import { type Exercise, type ExerciseResponse, exerciseSchema, LETTER_FORMS, SUBJECTS } from './exercise';
import { rightResponse } from './right-response';

const SEEDS_PER_SKILL = 2000;

/** A plausible wrong response: another choice, a pair swapped, tiles reversed, another number or time. */
function wrongResponse(exercise: Exercise): ExerciseResponse {
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose':
      return { kind: 'choice', choiceId: exercise.choices.find((c) => c.id !== exercise.answer)?.id ?? 'x' };
    case 'match-pairs': {
      const [a, b, ...rest] = exercise.pairs;
      if (!a || !b) throw new Error('too few pairs');
      return {
        kind: 'pairs',
        pairs: [
          [a.left.id, b.right.id],
          [b.left.id, a.right.id],
          ...rest.map((p) => [p.left.id, p.right.id] as [string, string]),
        ],
      };
    }
    case 'build-word': {
      // Reversed, or one tile short when the reverse is the same (a palindrome).
      const reversed = [...exercise.answer].reverse();
      const same = reversed.every((tile, i) => tile === exercise.answer[i]);
      return { kind: 'tiles', tiles: same ? reversed.slice(1) : reversed };
    }
    case 'number-line':
    case 'choose-number':
      return { kind: 'number', value: exercise.answer + 1 };
    case 'clock':
      return { kind: 'time', hours: (exercise.hours % 12) + 1, minutes: exercise.minutes };
    case 'trace':
      return { kind: 'trace', strokes: 3, strokesRight: 2 };
  }
}

/** What a choice shows: two choices that show the same thing are one choice to a child. */
const shown = (c: { picture?: { emoji: string }; text?: { text: string } }) =>
  `${c.picture?.emoji ?? ''}|${c.text?.text ?? ''}`;

/** Emoji of people, faces and body parts: never a picture in the Tutor (a values rule of the product). */
const FACES =
  /[\u{1F600}-\u{1F64F}\u{1F910}-\u{1F92F}\u{1F970}-\u{1F97A}\u{1F9D0}-\u{1F9DF}\u{1F466}-\u{1F487}\u{1F440}-\u{1F445}\u{1F9B4}-\u{1F9BF}\u{1F31A}-\u{1F31E}\u{1F31B}\u{1F31C}\u{263A}\u{2639}\u{2603}\u{26C4}\u{1F383}\u{1F916}\u{1F47B}-\u{1F47D}\u{1F480}\u{1F431}\u{1F436}\u{1F42D}\u{1F439}\u{1F430}\u{1F98A}\u{1F43B}\u{1F43C}\u{1F428}\u{1F42F}\u{1F981}\u{1F42E}\u{1F437}\u{1F438}\u{1F435}\u{1F43A}\u{1F984}\u{1F993}\u{1F32C}\u{1F325}\u{1F4A9}]|\p{Emoji_Modifier_Base}/u;

function picturesOf(exercise: Exercise): string[] {
  const choices =
    exercise.kind === 'tap-choice' || exercise.kind === 'listen-choose'
      ? exercise.choices
      : exercise.kind === 'match-pairs'
        ? exercise.pairs.flatMap((p) => [p.left, p.right])
        : [];
  return [exercise.prompt.text, ...choices.map((c) => `${c.picture?.emoji ?? ''}${c.text?.text ?? ''}`)];
}

/** Everything wrong with one generated exercise (empty when it is right), without the cost of an expect per check. */
function problemsOf(exercise: Exercise, skillId: string, locale: string): string[] {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(what);
  if (!exerciseSchema.safeParse(exercise).success) fail('not an exercise');
  if (exercise.skillId !== skillId) fail('skill id');
  if (!checkResponse(exercise, rightResponse(exercise))) fail('the answer key rejects the answer');
  if (checkResponse(exercise, wrongResponse(exercise))) fail('the answer key accepts a wrong answer');
  const distinct = (values: string[]) => new Set(values).size === values.length;
  if (exercise.kind === 'tap-choice' || exercise.kind === 'listen-choose') {
    if (!distinct(exercise.choices.map((c) => c.id))) fail('choice ids repeat');
    if (!distinct(exercise.choices.map(shown))) fail('two choices look the same');
    if (!exercise.choices.some((c) => c.id === exercise.answer)) fail('the answer is not a choice');
  }
  if (exercise.kind === 'choose-number') {
    if (!distinct(exercise.choices.map(String))) fail('numbers repeat');
    if (!exercise.choices.includes(exercise.answer)) fail('the answer is not a choice');
  }
  if (exercise.kind === 'match-pairs') {
    if (!distinct(exercise.pairs.flatMap((p) => [p.left.id, p.right.id]))) fail('pair ids repeat');
    if (!distinct(exercise.pairs.map((p) => shown(p.left)))) fail('two left items look the same');
    if (!distinct(exercise.pairs.map((p) => shown(p.right)))) fail('two right items look the same');
  }
  if (exercise.kind === 'build-word') {
    const tiles = [...exercise.tiles];
    for (const tile of exercise.answer) {
      const at = tiles.indexOf(tile);
      if (at < 0) fail(`no tile for ${tile}`);
      else tiles.splice(at, 1);
    }
  }
  if (exercise.kind === 'clock' && exercise.mode === 'read') {
    const id = `${exercise.hours}:${String(exercise.minutes).padStart(2, '0')}`;
    const ids = exercise.choices?.map((c) => c.id) ?? [];
    if (!ids.includes(id)) fail('the time is not a choice');
    if (!distinct(ids)) fail('times repeat');
  }
  // Instructions in the child's language; a heard word or sound in its own.
  if (exercise.kind === 'listen-choose') {
    if (!['ar', 'en'].includes(exercise.prompt.lang)) fail('heard in another language');
  } else if (exercise.prompt.lang !== locale) fail('instruction not in the child’s language');
  for (const text of picturesOf(exercise)) if (FACES.test(text)) fail(`a face or a person: ${text}`);
  return problems;
}

const VOWEL_OF_LONG: Record<string, string> = { ا: '\u064e', ى: '\u064e', و: '\u064f', ي: '\u0650' };

/**
 * The letters of a word that should carry a mark and do not: every letter but the last carries a haraka or sukun,
 * unless it is the long vowel after its short vowel (بَا, بِي, بُو; a shadda may stand between them) or the alif after
 * a fathatan; آ carries its own vowel.
 */
function unvoweled(word: string): string[] {
  const chars = [...word];
  const isMark = (c: string | undefined) => c !== undefined && /[\u064b-\u0652]/u.test(c);
  const missing: string[] = [];
  chars.forEach((c, i) => {
    if (c === 'آ' || isMark(c) || chars.slice(i + 1).every(isMark)) return;
    if (isMark(chars[i + 1])) return;
    const before = chars
      .slice(0, i)
      .reverse()
      .find((x) => x !== '\u0651');
    if (before === VOWEL_OF_LONG[c] || (c === 'ا' && before === '\u064b')) return;
    missing.push(`${c} at ${i}`);
  });
  return missing;
}

describe('the curriculum', () => {
  it('has unique ids, prerequisites earlier in the same subject and band or below (no cycles)', () => {
    const ids = CURRICULUM.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set<string>();
    for (const s of CURRICULUM) {
      expect(s.id).toMatch(/^(ar|m|en)\.[a-z0-9.-]+$/);
      expect(s.id.length).toBeLessThanOrEqual(60);
      for (const p of s.prerequisites) {
        expect(seen.has(p), `${s.id} needs ${p} before it`).toBe(true);
        const pre = skillById(p);
        expect(pre?.subject).toBe(s.subject);
        expect(pre?.band ?? 9).toBeLessThanOrEqual(s.band);
      }
      seen.add(s.id);
    }
    for (const subject of SUBJECTS) {
      expect(pathOf(subject, 1)[0]?.prerequisites, subject).toEqual([]);
      for (const band of [1, 2, 3] as const) expect(pathOf(subject, band).length).toBeGreaterThan(0);
    }
  });

  it('meets the Arabic targets: 28 letters in 4 forms, the marks, tracing every letter, 200 voweled words', () => {
    expect(ARABIC_LETTERS.map((l) => l.letter).join('')).toBe('ابتثجحخدذرزسشصضطظعغفقكلمنهوي');
    for (const letter of ARABIC_LETTERS) {
      // As text: the letter with a joiner on each side it joins (a letter that never joins the next one is written
      // the same alone and at a word's start, and the same in its middle and at its end).
      const texts = LETTER_FORMS.map((f) => formText(letter, f));
      expect(new Set(texts).size, letter.letter).toBe(letter.joinsNext ? 4 : 2);
      // The shapes are the presentation forms of the letter itself, and really differ: four for a letter that joins
      // both ways, two (isolated = initial, final = medial) for the six that never join the next letter.
      const shapes = LETTER_FORMS.map((f) => formShape(letter, f));
      for (const shape of shapes) expect(shape.normalize('NFKC'), letter.letter).toBe(letter.letter);
      expect(new Set(shapes).size, letter.letter).toBe(letter.joinsNext ? 4 : 2);
    }
    expect(
      ARABIC_LETTERS.filter((l) => !l.joinsNext)
        .map((l) => l.letter)
        .join(''),
    ).toBe('ادذرزو');
    for (const id of [
      'ar.harakat.fatha',
      'ar.harakat.kasra',
      'ar.harakat.damma',
      'ar.sukun',
      'ar.tanween',
      'ar.shadda',
      'ar.long-vowels',
      'ar.joining',
    ])
      expect(skillById(id), id).toBeDefined();

    const traced = new Set<string>();
    for (const s of CURRICULUM.filter((s) => s.id.startsWith('ar.trace.')))
      for (let seed = 0; seed < 200; seed++) {
        const e = s.generate(seed, 'en');
        if (e.kind === 'trace') traced.add(e.letter);
      }
    expect([...traced].sort()).toEqual(ARABIC_LETTERS.map((l) => l.letter).sort());

    expect(ARABIC_WORDS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ARABIC_WORDS.map((w) => w.word)).size).toBe(ARABIC_WORDS.length);
    for (const w of ARABIC_WORDS) {
      expect(w.word, w.meaning).toMatch(/^[\u0621-\u064a\u064b-\u0652]+$/u);
      expect(withoutMarks(w.word), w.meaning).not.toBe(w.word);
      expect(w.meaning.length, w.word).toBeGreaterThan(0);
      expect(unvoweled(w.word), `${w.word} (${w.meaning})`).toEqual([]);
    }
    expect(ARABIC_WORDS.filter((w) => w.emoji).length).toBeGreaterThan(120);
  });

  it('meets the Maths targets: 30 skills or more across the three bands, the clock and the number line', () => {
    const maths = CURRICULUM.filter((s) => s.subject === 'maths');
    expect(maths.length).toBeGreaterThanOrEqual(30);
    for (const band of [1, 2, 3])
      expect(maths.filter((s) => s.band === band).length).toBeGreaterThanOrEqual(8);
    const kinds = new Set(maths.flatMap((s) => [0, 1, 2, 3].map((seed) => s.generate(seed, 'en').kind)));
    expect(kinds).toContain('clock');
    expect(kinds).toContain('number-line');
  });

  it('meets the English targets: 40 correspondences in phonics order, 100 exception words, spelling', () => {
    const gpcs = GPC_SETS.flat();
    expect(gpcs.length).toBeGreaterThanOrEqual(40);
    expect(gpcs.slice(0, 6).map((g) => g.grapheme)).toEqual(['s', 'a', 't', 'p', 'i', 'n']);
    expect(new Set(EXCEPTION_WORDS.map((w) => w.toLowerCase())).size).toBe(EXCEPTION_WORDS.length);
    expect(EXCEPTION_WORDS.length).toBeGreaterThanOrEqual(100);
    for (const g of gpcs) expect(g.keyword.includes(g.grapheme.split('_')[0] ?? '?'), g.keyword).toBe(true);
    for (const w of [...CVC_WORDS, ...DIGRAPH_WORDS]) expect(w.graphemes.join('')).toBe(w.word);
    for (const s of SENTENCES)
      for (const word of s.text.split(' ')) expect(word.length).toBeLessThanOrEqual(8);
    const spelling = CURRICULUM.filter((s) => s.id.endsWith('.spell'));
    expect(spelling.map((s) => s.generate(1, 'en').kind)).toEqual(spelling.map(() => 'build-word'));
  });
  it('never offers by ear two Arabic letters a child (or a speech voice) mixes up: س and ص, ت and ط …', () => {
    const letterOf = (text: string) => ARABIC_LETTERS.find((l) => l.letter === [...text][0]);
    const ids = ['ar.harakat.fatha', 'ar.harakat.kasra', 'ar.harakat.damma', 'ar.tanween'];
    for (const skill of CURRICULUM.filter((s) => s.id.startsWith('ar.letters.') || ids.includes(s.id)))
      for (let seed = 0; seed < 300; seed++) {
        const e = skill.generate(seed, 'en');
        // A letter's name is heard whole (سِين, صَاد); its sound alone is what can be confused.
        if (e.kind !== 'listen-choose' || ARABIC_LETTERS.some((l) => l.name === e.prompt.text)) continue;
        const letters = e.choices.map((c) => letterOf(c.text?.text ?? ''));
        for (const [i, a] of letters.entries())
          for (const b of letters.slice(i + 1))
            if (a && b) expect(soundsNear(a, b), `${skill.id}: ${a.letter} ${b.letter}`).toBe(false);
      }
  });

  it('offers one sound the word has, however spelled: never c beside k for "kit", nor oa beside ph for "phone"', () => {
    expect([...soundsIn('phone')].sort()).toEqual(['f', 'n', 'oa']);
    expect([...soundsIn('cake')].sort()).toEqual(['ai', 'k']);
    const gpcs = GPC_SETS.flat();
    for (const skill of CURRICULUM.filter((s) => s.id.startsWith('en.gpc.')))
      for (let seed = 0; seed < 300; seed++) {
        const e = skill.generate(seed, 'en');
        if (e.kind === 'listen-choose') {
          const heard = soundsIn(e.prompt.text);
          const inWord = e.choices.filter((c) => {
            const grapheme = (c.text?.text ?? '').replace('–', '_');
            return (
              hasGrapheme(e.prompt.text, grapheme) ||
              gpcs.some((g) => g.grapheme === grapheme && g.sounds.some((x) => heard.has(x)))
            );
          });
          expect(
            inWord.map((c) => c.id),
            `${skill.id} ${e.prompt.text}`,
          ).toEqual([e.answer]);
        }
        if (e.kind === 'match-pairs') {
          for (const [i, pair] of e.pairs.entries())
            for (const [j, other] of e.pairs.entries()) {
              if (i === j) continue;
              const grapheme = (pair.left.text?.text ?? '').replace('–', '_');
              const keyword = other.right.picture?.alt ?? '';
              const sounds = gpcs.find((g) => g.grapheme === grapheme)?.sounds ?? [];
              expect(
                hasGrapheme(keyword, grapheme) || sounds.some((x) => soundsIn(keyword).has(x)),
                `${skill.id} ${grapheme} ${keyword}`,
              ).toBe(false);
            }
        }
      }
  }, 30_000);
});

describe('every skill’s generator', () => {
  it(`makes ${SEEDS_PER_SKILL} valid exercises per skill whose answer key is right, choices distinct and holding it`, () => {
    let checked = 0;
    const failures: string[] = [];
    for (const skill of CURRICULUM) {
      for (let seed = 0; seed < SEEDS_PER_SKILL; seed++) {
        const locale = LOCALES[seed % LOCALES.length] ?? 'en';
        const exercise = skill.generate(seed * 7919 + 13, locale);
        const where = `${skill.id} seed ${seed * 7919 + 13}`;
        const problems = problemsOf(exercise, skill.id, locale);
        // One line per skill and problem, so a broken generator is read at a glance.
        for (const problem of problems)
          if (!failures.some((f) => f.startsWith(`${skill.id} `) && f.endsWith(problem)))
            failures.push(`${where}: ${problem}`);
        checked++;
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(checked).toBe(CURRICULUM.length * SEEDS_PER_SKILL);
  }, 120_000);

  it('is deterministic: the same seed and locale make the same exercise; another seed, another id', () => {
    for (const skill of CURRICULUM) {
      expect(skill.generate(42, 'ar')).toEqual(skill.generate(42, 'ar'));
      expect(skill.generate(42, 'ar').id).not.toBe(skill.generate(43, 'ar').id);
    }
  });

  it('writes instructions in every locale from the catalog, its params filled', () => {
    const sum = skillById('m.add.10');
    const texts = LOCALES.map((locale) => sum?.generate(5, locale).prompt.text ?? '');
    expect(new Set(texts).size).toBe(LOCALES.length);
    for (const text of texts) expect(text).not.toMatch(/\{\{|prompts\./);
    expect(texts[0]).toMatch(/^What is \d+ \+ \d+\?$/);
  });
});
