// Arabic: the letters (name, sound, tracing), their four positional forms, the harakat, sukun, tanween, shadda and
// long vowels, joining letters, then reading words with harakat and without. Letters, syllables and words are drawn
// and read aloud in Arabic; instructions are in the child's language.
import type { Exercise, LetterForm } from '../exercise';
import type { MarkKey } from '../texts';
import { tutorText } from '../texts';
import {
  ARABIC_LETTERS,
  type ArabicLetter,
  DAMMA,
  DAMMATAN,
  FATHA,
  FATHATAN,
  formShape,
  formText,
  KASRA,
  KASRATAN,
  LETTER_GROUPS,
  SHADDA,
  SUKUN,
  withoutMarks,
} from './arabic-letters';
import { ARABIC_WORDS, type ArabicWord } from './arabic-words';
import { type Make, pictureChoice, placed, type Skill, skill, textChoice } from './skill';

const ar = (text: string, speak = false) => ({ text, lang: 'ar' as const, speak });

/** Letters that take a haraka in a syllable: alif carries none, so it is left out. */
const CONSONANTS = ARABIC_LETTERS.filter((l) => l.letter !== 'ا');

/** Letters whose sounds a young ear (and a speech voice) can mix up: never offered beside each other by ear. */
const NEAR_SOUNDS: readonly string[] = ['سصث', 'تط', 'دض', 'ذزظ', 'هح', 'اعء', 'كق', 'غخ'];
export const soundsNear = (a: ArabicLetter, b: ArabicLetter) =>
  a.letter === b.letter || NEAR_SOUNDS.some((group) => group.includes(a.letter) && group.includes(b.letter));

/** The base letters of a word (its harakat and shadda removed), one per tile. */
export function lettersOf(word: string): string[] {
  return [...withoutMarks(word)];
}

const byLength = (min: number, max: number) =>
  ARABIC_WORDS.filter((w) => {
    const n = lettersOf(w.word).length;
    return n >= min && n <= max;
  });

/** Three reading sets: words of up to 3 letters, of 4, and of 5 or more. */
export const WORD_SETS: readonly (readonly ArabicWord[])[] = [
  byLength(1, 3),
  byLength(4, 4),
  byLength(5, 20),
];

function letterSkill(group: number): Skill {
  const letters = LETTER_GROUPS[group] ?? [];
  const id = `ar.letters.${group + 1}`;
  const prerequisites = group === 0 ? [] : [`ar.letters.${group}`];
  return skill(id, 'arabic', 1, prerequisites, (m) => {
    const target = m.rnd.pick(letters);
    const way = m.rnd.int(0, 2);
    if (way === 2) {
      // Match three letters of the lesson's group (and one before it) to their names.
      const pool = ARABIC_LETTERS.slice(0, (group + 1) * 4);
      const chosen = [target, ...m.rnd.others(pool, target, 2)];
      return {
        kind: 'match-pairs',
        id: m.id,
        skillId: m.skillId,
        prompt: m.prompt('arMatchNames'),
        pairs: m.rnd.shuffle(chosen).map((l, i) => ({
          left: textChoice(`l${i}`, l.letter, 'ar'),
          right: textChoice(`r${i}`, l.name, 'ar', true),
        })),
      };
    }
    // Hear the letter's name (or its sound, the letter with a fatha) and choose the letter.
    const byName = way === 0 || target.letter === 'ا';
    const heard = byName ? target.name : `${target.letter}${FATHA}`;
    const others = m.rnd.others(ARABIC_LETTERS, target, 3, byName ? undefined : soundsNear);
    const choices = m.rnd.shuffle([target, ...others]);
    return {
      kind: 'listen-choose',
      id: m.id,
      skillId: m.skillId,
      prompt: ar(heard, true),
      choices: placed(choices, (l, cid) => textChoice(cid, l.letter, 'ar')),
      answer: `c${choices.indexOf(target)}`,
    };
  });
}

function traceSkill(group: number): Skill {
  const letters = LETTER_GROUPS[group] ?? [];
  return skill(`ar.trace.${group + 1}`, 'arabic', 1, [`ar.letters.${group + 1}`], (m) => {
    const target = m.rnd.pick(letters);
    return {
      kind: 'trace',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt('trace', { letter: target.letter }),
      script: 'arabic',
      letter: target.letter,
      form: 'isolated',
    };
  });
}

const FORM_PROMPTS = {
  isolated: 'arFormIsolated',
  initial: 'arFormInitial',
  medial: 'arFormMedial',
  final: 'arFormFinal',
} as const;

function formsSkill(group: number): Skill {
  const letters = LETTER_GROUPS[group] ?? [];
  const prerequisites = [`ar.letters.${group + 1}`, ...(group === 0 ? [] : [`ar.forms.${group}`])];
  return skill(`ar.forms.${group + 1}`, 'arabic', 2, prerequisites, (m): Exercise => {
    const target = m.rnd.pick(letters);
    if (target.joinsNext && m.rnd.int(0, 2) === 0) {
      // Match letters to their shapes at a word's start: the letter and two others that join (their shapes differ).
      const joining = ARABIC_LETTERS.filter((l) => l.joinsNext);
      const chosen = [target, ...m.rnd.others(joining, target, 2, (a, b) => a.letter === b.letter)];
      const rights = m.rnd.shuffle(chosen.map((_, i) => i));
      return {
        kind: 'match-pairs',
        id: m.id,
        skillId: m.skillId,
        prompt: m.prompt('arMatchForms'),
        pairs: chosen.map((l, i) => ({
          left: textChoice(`l${i}`, l.letter, 'ar'),
          right: textChoice(`r${rights.indexOf(i)}`, formText(l, 'initial'), 'ar'),
        })),
      };
    }
    const form: LetterForm = m.rnd.pick(['isolated', 'initial', 'medial', 'final'] as const);
    // Distractors: the same letter's other shapes and other letters in the same form; never a shape that looks the
    // same as the answer (a non-joining letter's initial form is its isolated one).
    const candidates: { letter: ArabicLetter; form: LetterForm }[] = [
      ...(['isolated', 'initial', 'medial', 'final'] as const).map((f) => ({ letter: target, form: f })),
      ...ARABIC_LETTERS.map((l) => ({ letter: l, form })),
    ];
    const answer = { letter: target, form };
    const others = m.rnd.others(
      candidates,
      answer,
      3,
      (a, b) => formShape(a.letter, a.form) === formShape(b.letter, b.form),
    );
    const choices = m.rnd.shuffle([answer, ...others]);
    return {
      kind: 'tap-choice',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt(FORM_PROMPTS[form], { letter: target.letter }),
      choices: placed(choices, (c, cid) => textChoice(cid, formText(c.letter, c.form), 'ar')),
      answer: `c${choices.indexOf(answer)}`,
    };
  });
}

type MarkSkill = {
  id: string;
  mark: MarkKey;
  /** The syllable the skill teaches, for a letter. */
  make(letter: ArabicLetter): string;
  /** Syllables that differ from it only in the mark. */
  contrast: ((letter: ArabicLetter) => string)[];
};

const SHORT = (mark: string) => (l: ArabicLetter) => `${l.letter}${mark}`;

/** A letter's tanween and two plain vowels to tell it from: damma-tan, kasra-tan or fatha-tan by the letter. */
function tanween(l: ArabicLetter): [string, string, string] {
  const c = l.letter;
  switch (ARABIC_LETTERS.indexOf(l) % 3) {
    case 0:
      return [`${c}${DAMMATAN}`, `${c}${DAMMA}`, `${c}${KASRA}`];
    case 1:
      return [`${c}${KASRATAN}`, `${c}${KASRA}`, `${c}${FATHA}`];
    default:
      return [`${c}${FATHATAN}ا`, `${c}${FATHA}ا`, `${c}${DAMMA}`];
  }
}

const MARK_SKILLS: readonly MarkSkill[] = [
  { id: 'ar.harakat.fatha', mark: 'fatha', make: SHORT(FATHA), contrast: [SHORT(KASRA), SHORT(DAMMA)] },
  { id: 'ar.harakat.kasra', mark: 'kasra', make: SHORT(KASRA), contrast: [SHORT(FATHA), SHORT(DAMMA)] },
  { id: 'ar.harakat.damma', mark: 'damma', make: SHORT(DAMMA), contrast: [SHORT(FATHA), SHORT(KASRA)] },
  {
    id: 'ar.sukun',
    mark: 'sukun',
    // A closed syllable (أَبْ) against the same letters both voweled (أَبَ, أَبِ).
    make: (l) => `أ${FATHA}${l.letter}${SUKUN}`,
    contrast: [(l) => `أ${FATHA}${l.letter}${FATHA}`, (l) => `أ${FATHA}${l.letter}${KASRA}`],
  },
  {
    id: 'ar.tanween',
    mark: 'tanween',
    // The three tanweens in turn by letter (the fathatan with its alif), against the plain short vowels.
    make: (l) => tanween(l)[0],
    contrast: [(l) => tanween(l)[1], (l) => tanween(l)[2]],
  },
  {
    id: 'ar.shadda',
    mark: 'shadda',
    // A doubled letter between two vowels (أَبَّ) against the single one (أَبَ, أَبْ).
    make: (l) => `أ${FATHA}${l.letter}${SHADDA}${FATHA}`,
    contrast: [(l) => `أ${FATHA}${l.letter}${FATHA}`, (l) => `أ${FATHA}${l.letter}${SUKUN}`],
  },
];

function markSkill(spec: MarkSkill, band: 2, prerequisites: readonly string[]): Skill {
  return skill(spec.id, 'arabic', band, prerequisites, (m) => {
    const letter = m.rnd.pick(CONSONANTS);
    const answer = spec.make(letter);
    if (m.rnd.int(0, 1) === 0) {
      // Which one has the mark: the same letter with the mark and without it.
      const choices = m.rnd.shuffle([answer, ...spec.contrast.map((c) => c(letter))]);
      return {
        kind: 'tap-choice',
        id: m.id,
        skillId: m.skillId,
        prompt: m.prompt('arWhichMark', { mark: tutorText(m.locale, `marks.${spec.mark}`) }),
        choices: placed(choices, (text, cid) => textChoice(cid, text, 'ar')),
        answer: `c${choices.indexOf(answer)}`,
      };
    }
    // Hear the syllable, choose it among the same mark on other letters.
    const others = m.rnd.others(CONSONANTS, letter, 2, soundsNear);
    const choices = m.rnd.shuffle([answer, ...others.map((l) => spec.make(l))]);
    return {
      kind: 'listen-choose',
      id: m.id,
      skillId: m.skillId,
      prompt: ar(answer, true),
      choices: placed(choices, (text, cid) => textChoice(cid, text, 'ar')),
      answer: `c${choices.indexOf(answer)}`,
    };
  });
}

/** All three short vowels on one letter: hear it, choose it. */
const shortVowels = skill(
  'ar.harakat.short',
  'arabic',
  2,
  ['ar.harakat.fatha', 'ar.harakat.kasra', 'ar.harakat.damma'],
  (m) => {
    const letter = m.rnd.pick(CONSONANTS);
    const syllables = [FATHA, KASRA, DAMMA].map((mark) => `${letter.letter}${mark}`);
    const answer = m.rnd.pick(syllables);
    const choices = m.rnd.shuffle(syllables);
    return {
      kind: 'listen-choose',
      id: m.id,
      skillId: m.skillId,
      prompt: ar(answer, true),
      choices: placed(choices, (text, cid) => textChoice(cid, text, 'ar')),
      answer: `c${choices.indexOf(answer)}`,
    };
  },
);

/** Long vowels: ا after a fatha, ي after a kasra, و after a damma, against the short vowel. */
const longVowels = skill('ar.long-vowels', 'arabic', 2, ['ar.harakat.short'], (m) => {
  const letter = m.rnd.pick(CONSONANTS.filter((l) => !['و', 'ي'].includes(l.letter)));
  const long = [`${letter.letter}${FATHA}ا`, `${letter.letter}${KASRA}ي`, `${letter.letter}${DAMMA}و`];
  const answer = m.rnd.pick(long);
  const short = `${letter.letter}${[FATHA, KASRA, DAMMA][long.indexOf(answer)]}`;
  const choices = m.rnd.shuffle([...long, short]);
  return {
    kind: 'listen-choose',
    id: m.id,
    skillId: m.skillId,
    prompt: ar(answer, true),
    choices: placed(choices, (text, cid) => textChoice(cid, text, 'ar')),
    answer: `c${choices.indexOf(answer)}`,
  };
});

/** Words of 3 to 5 letters whose letters are all among the 28 (no hamza seats or ta marbuta as tiles). */
const JOINABLE = ARABIC_WORDS.filter((w) => {
  const letters = lettersOf(w.word);
  return (
    letters.length >= 3 &&
    letters.length <= 5 &&
    letters.every((l) => ARABIC_LETTERS.some((a) => a.letter === l))
  );
});

const joining = skill('ar.joining', 'arabic', 2, ['ar.forms.7'], (m) => {
  const word = m.rnd.pick(JOINABLE);
  const letters = lettersOf(word.word);
  const plain = withoutMarks(word.word);
  if (m.rnd.int(0, 1) === 0) {
    // Build the joined word from its letters on their own (two extra letters to think about).
    const extra = m.rnd
      .shuffle(ARABIC_LETTERS.filter((l) => !letters.includes(l.letter)))
      .slice(0, 2)
      .map((l) => l.letter);
    return {
      kind: 'build-word',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt('arBuildWord', { word: plain }),
      lang: 'ar',
      tiles: m.rnd.shuffle([...letters, ...extra]),
      answer: letters,
    };
  }
  // Which one is these letters joined: the word, and other words of the same length.
  const others = m.rnd.others(
    JOINABLE.filter((w) => lettersOf(w.word).length === letters.length),
    word,
    2,
    (a, b) => withoutMarks(a.word) === withoutMarks(b.word),
  );
  const choices = m.rnd.shuffle([plain, ...others.map((w) => withoutMarks(w.word))]);
  return {
    kind: 'tap-choice',
    id: m.id,
    skillId: m.skillId,
    prompt: m.prompt('arJoin', { letters: letters.join(' ') }),
    choices: placed(choices, (text, cid) => textChoice(cid, text, 'ar')),
    answer: `c${choices.indexOf(plain)}`,
  };
});

/** Reading a set of words: hear one and choose it, read one and tap its picture, or match three to pictures. */
function readingSkill(
  id: string,
  band: 2 | 3,
  set: readonly ArabicWord[],
  voweled: boolean,
  prerequisites: string[],
): Skill {
  const shown = (w: ArabicWord) => (voweled ? w.word : withoutMarks(w.word));
  const pictured = set.filter((w) => w.emoji !== undefined);
  const samePicture = (a: ArabicWord, b: ArabicWord) => a.emoji === b.emoji || a.meaning === b.meaning;
  const sameText = (a: ArabicWord, b: ArabicWord) => shown(a) === shown(b);
  return skill(id, 'arabic', band, prerequisites, (m: Make): Exercise => {
    const way = m.rnd.int(0, 2);
    if (way === 0) {
      const word = m.rnd.pick(set);
      const choices = m.rnd.shuffle([word, ...m.rnd.others(set, word, 3, sameText)]);
      return {
        kind: 'listen-choose',
        id: m.id,
        skillId: m.skillId,
        prompt: ar(word.word, true),
        choices: placed(choices, (w, cid) => textChoice(cid, shown(w), 'ar')),
        answer: `c${choices.indexOf(word)}`,
      };
    }
    const word = m.rnd.pick(pictured);
    if (way === 1) {
      const choices = m.rnd.shuffle([word, ...m.rnd.others(pictured, word, 2, samePicture)]);
      return {
        kind: 'tap-choice',
        id: m.id,
        skillId: m.skillId,
        // Reading is the skill: the word is shown, not read aloud.
        prompt: m.prompt('readPicture', { word: shown(word) }, false),
        choices: placed(choices, (w, cid) => pictureChoice(cid, { emoji: w.emoji ?? '', alt: w.meaning })),
        answer: `c${choices.indexOf(word)}`,
      };
    }
    const words = [word, ...m.rnd.others(pictured, word, 2, (a, b) => samePicture(a, b) || sameText(a, b))];
    const rights = m.rnd.shuffle(words.map((_, i) => i));
    return {
      kind: 'match-pairs',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt('matchWords'),
      pairs: words.map((w, i) => {
        const right = rights.indexOf(i);
        return {
          left: textChoice(`l${i}`, shown(w), 'ar'),
          right: pictureChoice(`r${right}`, { emoji: w.emoji ?? '', alt: w.meaning }),
        };
      }),
    };
  });
}

const markSkills = MARK_SKILLS.map((spec) => {
  const before: Record<string, string[]> = {
    'ar.harakat.fatha': ['ar.letters.7'],
    'ar.harakat.kasra': ['ar.harakat.fatha'],
    'ar.harakat.damma': ['ar.harakat.kasra'],
    'ar.sukun': ['ar.harakat.short'],
    'ar.tanween': ['ar.harakat.short'],
    'ar.shadda': ['ar.sukun'],
  };
  return markSkill(spec, 2, before[spec.id] ?? []);
});

export const ARABIC_SKILLS: readonly Skill[] = [
  ...LETTER_GROUPS.flatMap((_, g) => [letterSkill(g), traceSkill(g)]),
  ...LETTER_GROUPS.map((_, g) => formsSkill(g)),
  ...markSkills.slice(0, 3),
  shortVowels,
  ...markSkills.slice(3),
  longVowels,
  joining,
  readingSkill('ar.words.1', 2, WORD_SETS[0] ?? [], true, ['ar.long-vowels']),
  readingSkill('ar.words.2', 2, WORD_SETS[1] ?? [], true, ['ar.words.1', 'ar.sukun']),
  readingSkill('ar.words.3', 2, WORD_SETS[2] ?? [], true, ['ar.words.2', 'ar.shadda', 'ar.tanween']),
  readingSkill('ar.plain.1', 3, WORD_SETS[0] ?? [], false, ['ar.words.1', 'ar.joining']),
  readingSkill('ar.plain.2', 3, WORD_SETS[1] ?? [], false, ['ar.plain.1', 'ar.words.2']),
  readingSkill('ar.plain.3', 3, WORD_SETS[2] ?? [], false, ['ar.plain.2', 'ar.words.3']),
];
