// English: letter sounds in the Letters and Sounds order, blending CVC words, digraphs, exception words, short
// sentences and spelling. Words are drawn and read aloud in English; instructions are in the child's language.
import type { Exercise } from '../exercise';
import {
  CVC_WORDS,
  type Decodable,
  DIGRAPH_WORDS,
  EXCEPTION_SETS,
  GPC_SETS,
  type Gpc,
  hasGrapheme,
  SENTENCES,
  soundsIn,
} from './english-data';
import { type Band, type Make, pictureChoice, placed, type Skill, skill, textChoice } from './skill';

const en = (text: string, speak = true) => ({ text, lang: 'en' as const, speak });

/** The sounds of each keyword, read once: the match-pairs check asks for them often. */
const KEYWORD_SOUNDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  GPC_SETS.flat().map((g) => [g.keyword, soundsIn(g.keyword)]),
);
const keywordSounds = (g: Gpc) => KEYWORD_SOUNDS.get(g.keyword) ?? new Set<string>();

/** Phase 2 is band 1, phase 3 band 2, phase 5 band 3. */
const gpcBand = (set: number): Band => (set < 5 ? 1 : set < 12 ? 2 : 3);

function gpcSkill(set: number): Skill {
  const own = GPC_SETS[set] ?? [];
  const known = GPC_SETS.slice(0, set + 1).flat();
  const prerequisites = set === 0 ? [] : [`en.gpc.${set}`];
  return skill(`en.gpc.${set + 1}`, 'english', gpcBand(set), prerequisites, (m): Exercise => {
    const pictured = own.filter((g) => g.emoji !== undefined);
    if (m.rnd.int(0, 2) === 0 && pictured.length > 0) {
      const pairs = pairsOneSoundEach(
        m,
        pictured,
        known.filter((g) => g.emoji !== undefined),
      );
      if (pairs) {
        const rights = m.rnd.shuffle(pairs.map((_, i) => i));
        return {
          kind: 'match-pairs',
          id: m.id,
          skillId: m.skillId,
          prompt: m.prompt('matchSounds'),
          pairs: pairs.map((g, i) => ({
            left: textChoice(`l${i}`, g.grapheme.replace('_', '–'), 'en'),
            right: pictureChoice(`r${rights.indexOf(i)}`, { emoji: g.emoji ?? '', alt: g.keyword }),
          })),
        };
      }
    }
    // Hear a word with the sound, choose the sound's letters among others the word does not have.
    const target = m.rnd.pick(own);
    const word = m.rnd.pick(target.words);
    // Never a sound the word has, however it is spelled there (c for "kit", oa for "phone").
    const heard = soundsIn(word);
    const others = m.rnd.others(
      known.filter((g) => !hasGrapheme(word, g.grapheme) && !g.sounds.some((s) => heard.has(s))),
      target,
      3,
      (a, b) => a.grapheme === b.grapheme || a.sounds.some((s) => b.sounds.includes(s)),
    );
    const choices = m.rnd.shuffle([target, ...others]);
    return {
      kind: 'listen-choose',
      id: m.id,
      skillId: m.skillId,
      prompt: en(word),
      choices: placed(choices, (g, cid) => textChoice(cid, g.grapheme.replace('_', '–'), 'en')),
      answer: `c${choices.indexOf(target)}`,
    };
  });
}

/**
 * Three sounds whose pictures each hold only their own sound among the three (so "ant" is never offered beside
 * "t"), the first from the skill's own set; undefined when the set cannot make such a group.
 */
function pairsOneSoundEach(m: Make, own: readonly Gpc[], known: readonly Gpc[]): Gpc[] | undefined {
  for (let attempt = 0; attempt < 12; attempt++) {
    const first = m.rnd.pick(own);
    const group = [first];
    for (const g of m.rnd.shuffle(known)) {
      if (group.length === 3) break;
      const fits = group.every(
        (h) =>
          h.grapheme !== g.grapheme &&
          h.emoji !== g.emoji &&
          !hasGrapheme(h.keyword, g.grapheme) &&
          !hasGrapheme(g.keyword, h.grapheme) &&
          !g.sounds.some((s) => keywordSounds(h).has(s)) &&
          !h.sounds.some((s) => keywordSounds(g).has(s)),
      );
      if (fits) group.push(g);
    }
    if (group.length === 3) return group;
  }
  return undefined;
}

/** Reading decodable words: read one and tap its picture, or hear one and choose it. */
function readingSkill(id: string, band: Band, words: readonly Decodable[], prerequisites: string[]): Skill {
  const pictured = words.filter((w) => w.emoji !== undefined);
  return skill(id, 'english', band, prerequisites, (m): Exercise => {
    if (m.rnd.int(0, 1) === 0) {
      const word = m.rnd.pick(pictured);
      const choices = m.rnd.shuffle([
        word,
        ...m.rnd.others(pictured, word, 2, (a, b) => a.emoji === b.emoji),
      ]);
      return {
        kind: 'tap-choice',
        id: m.id,
        skillId: m.skillId,
        prompt: m.prompt('readPicture', { word: word.word }, false),
        choices: placed(choices, (w, cid) => pictureChoice(cid, { emoji: w.emoji ?? '', alt: w.word })),
        answer: `c${choices.indexOf(word)}`,
      };
    }
    const word = m.rnd.pick(words);
    // Words that differ from it in one sound first: the contrast blending has to hear.
    const close = words.filter(
      (w) =>
        w.word !== word.word &&
        w.graphemes.length === word.graphemes.length &&
        w.graphemes.filter((g, i) => g !== word.graphemes[i]).length === 1,
    );
    const others = m.rnd.others([...m.rnd.shuffle(close), ...words], word, 3, (a, b) => a.word === b.word);
    const choices = m.rnd.shuffle([word, ...others]);
    return {
      kind: 'listen-choose',
      id: m.id,
      skillId: m.skillId,
      prompt: en(word.word),
      choices: placed(choices, (w, cid) => textChoice(cid, w.word, 'en')),
      answer: `c${choices.indexOf(word)}`,
    };
  });
}

/** Spelling a pictured word from its graphemes, with two more to think about. */
function spellingSkill(id: string, band: Band, words: readonly Decodable[], prerequisites: string[]): Skill {
  const pictured = words.filter((w) => w.emoji !== undefined);
  const graphemes = [...new Set(words.flatMap((w) => w.graphemes))];
  return skill(id, 'english', band, prerequisites, (m): Exercise => {
    const word = m.rnd.pick(pictured);
    const extra = m.rnd.shuffle(graphemes.filter((g) => !word.graphemes.includes(g))).slice(0, 2);
    return {
      kind: 'build-word',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt('spell', { picture: word.emoji ?? '' }),
      lang: 'en',
      tiles: m.rnd.shuffle([...word.graphemes, ...extra]),
      answer: [...word.graphemes],
    };
  });
}

function exceptionSkill(set: number): Skill {
  const own = EXCEPTION_SETS[set] ?? [];
  const known = EXCEPTION_SETS.slice(0, set + 1).flat();
  const band: Band = set < 1 ? 1 : set < 4 ? 2 : 3;
  const prerequisites = set === 0 ? ['en.gpc.3'] : [`en.tricky.${set}`];
  return skill(`en.tricky.${set + 1}`, 'english', band, prerequisites, (m): Exercise => {
    const word = m.rnd.pick(own);
    const choices = m.rnd.shuffle([
      word,
      ...m.rnd.others(known, word, 3, (a, b) => a.toLowerCase() === b.toLowerCase()),
    ]);
    return {
      kind: 'listen-choose',
      id: m.id,
      skillId: m.skillId,
      prompt: en(word),
      choices: placed(choices, (w, cid) => textChoice(cid, w, 'en')),
      answer: `c${choices.indexOf(word)}`,
    };
  });
}

const readSentences = skill('en.sentences.read', 'english', 2, ['en.tricky.3', 'en.digraphs.read'], (m) => {
  const sentence = m.rnd.pick(SENTENCES);
  const choices = m.rnd.shuffle([
    sentence,
    ...m.rnd.others(SENTENCES, sentence, 2, (a, b) => a.emoji === b.emoji),
  ]);
  return {
    kind: 'tap-choice',
    id: m.id,
    skillId: m.skillId,
    prompt: m.prompt('readSentence', { sentence: sentence.text }, false),
    choices: placed(choices, (s, cid) => pictureChoice(cid, { emoji: s.emoji, alt: s.alt })),
    answer: `c${choices.indexOf(sentence)}`,
  };
});

const buildSentences = skill('en.sentences.build', 'english', 3, ['en.sentences.read'], (m) => {
  const sentence = m.rnd.pick(SENTENCES);
  const words = sentence.text.split(' ');
  return {
    kind: 'build-word',
    id: m.id,
    skillId: m.skillId,
    prompt: m.prompt('buildSentence', { picture: sentence.emoji }),
    lang: 'en',
    tiles: m.rnd.shuffle(words),
    answer: words,
  };
});

export const ENGLISH_SKILLS: readonly Skill[] = [
  ...GPC_SETS.map((_, set) => gpcSkill(set)),
  readingSkill('en.cvc.read', 1, CVC_WORDS, ['en.gpc.4']),
  spellingSkill('en.cvc.spell', 2, CVC_WORDS, ['en.cvc.read']),
  readingSkill('en.digraphs.read', 2, DIGRAPH_WORDS, ['en.gpc.11', 'en.cvc.read']),
  spellingSkill('en.digraphs.spell', 3, DIGRAPH_WORDS, ['en.digraphs.read', 'en.cvc.spell']),
  ...EXCEPTION_SETS.map((_, set) => exceptionSkill(set)),
  readSentences,
  buildSentences,
];
