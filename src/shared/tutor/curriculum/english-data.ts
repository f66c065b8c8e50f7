// English phonics data: grapheme-phoneme correspondences in the order of Letters and Sounds (phases 2, 3 and 5), each
// with a keyword that contains it (and its picture, when a faceless emoji exists); decodable words split into their
// graphemes; common exception ("tricky") words; short sentences with a picture.

export type Gpc = {
  grapheme: string;
  /** The phonemes it spells (a rough label: c, k and ck all spell "k"; x spells "k" and "s"). */
  sounds: readonly string[];
  keyword: string;
  emoji?: string;
  words: readonly string[];
};

/** Graphemes that spell the same phoneme, so a question never offers two right answers (c and k for "cat"). */
const SAME_SOUND: Record<string, readonly string[]> = {
  c: ['k'],
  k: ['k'],
  ck: ['k'],
  x: ['k', 's'],
  qu: ['k', 'w'],
  ff: ['f'],
  ph: ['f'],
  ll: ['l'],
  ss: ['s'],
  zz: ['z'],
  wh: ['w'],
  ay: ['ai'],
  a_e: ['ai'],
  ea: ['ee'],
  e_e: ['ee'],
  ey: ['ee'],
  ie: ['igh'],
  i_e: ['igh'],
  oe: ['oa'],
  o_e: ['oa'],
  ue: ['oo'],
  ew: ['oo'],
  u_e: ['oo'],
  ir: ['ur'],
  aw: ['or'],
  au: ['or'],
  oy: ['oi'],
  ou: ['ow'],
};

const G = (grapheme: string, keyword: string, emoji: string | undefined, words: string): Gpc => ({
  grapheme,
  sounds: SAME_SOUND[grapheme] ?? [grapheme],
  keyword,
  ...(emoji === undefined ? {} : { emoji }),
  words: [keyword, ...words.split(' ')],
});

/** The sets in teaching order: each becomes one skill (en.gpc.1 …). */
export const GPC_SETS: readonly (readonly Gpc[])[] = [
  // Phase 2
  [
    G('s', 'sun', '☀️', 'sit sat'),
    G('a', 'ant', '🐜', 'at sap'),
    G('t', 'tent', '⛺', 'tap tip'),
    G('p', 'pan', '🍳', 'pat pit'),
  ],
  [
    G('i', 'ink', '🖋️', 'it in'),
    G('n', 'net', '🥅', 'nap nip'),
    G('m', 'map', '🗺️', 'man mat'),
    G('d', 'dog', '🐕', 'dip dad'),
  ],
  [
    G('g', 'gift', '🎁', 'gap got'),
    G('o', 'octopus', '🐙', 'on pot'),
    G('c', 'cat', '🐈', 'cap cot'),
    G('k', 'kangaroo', '🦘', 'kid kit'),
  ],
  [
    G('ck', 'duck', '🦆', 'sock kick'),
    G('e', 'egg', '🥚', 'pen get'),
    G('u', 'umbrella', '☂️', 'up sun'),
    G('r', 'rocket', '🚀', 'rat red'),
  ],
  [
    G('h', 'hat', '🎩', 'hot hug'),
    G('b', 'bus', '🚌', 'bat bed'),
    G('f', 'fish', '🐟', 'fan fig'),
    G('ff', 'muffin', '🧁', 'off puff'),
    G('l', 'leaf', '🍃', 'leg lid'),
    G('ll', 'bell', '🔔', 'hill doll'),
    G('ss', 'dress', '👗', 'kiss mess'),
  ],
  // Phase 3
  [
    G('j', 'jar', '🫙', 'jam jet'),
    G('v', 'van', '🚐', 'vet vest'),
    G('w', 'web', '🕸️', 'wet win'),
    G('x', 'box', '📦', 'fox six'),
  ],
  [
    G('y', 'yarn', '🧶', 'yes yet'),
    G('z', 'zero', '0️⃣', 'zip zigzag'),
    G('zz', 'buzz', '🐝', 'fizz fuzz'),
    G('qu', 'question', '❓', 'quick quiz'),
  ],
  [
    G('ch', 'cheese', '🧀', 'chip chop'),
    G('sh', 'ship', '🚢', 'shop fish'),
    G('th', 'bath', '🛁', 'thin moth'),
    G('ng', 'ring', '💍', 'sing long'),
  ],
  [
    G('ai', 'rain', '🌧️', 'tail wait'),
    G('ee', 'tree', '🌳', 'see feet'),
    G('igh', 'night', '🌃', 'light high'),
    G('oa', 'boat', '⛵', 'coat road'),
  ],
  [
    G('oo', 'moon', '🌕', 'food zoo'),
    G('oo', 'book', '📖', 'look good'),
    G('ar', 'car', '🚗', 'park star'),
    G('or', 'fork', '🍴', 'corn torch'),
  ],
  [
    G('ur', 'turtle', '🐢', 'fur burn'),
    G('ow', 'cow', '🐄', 'now town'),
    G('oi', 'coin', '🪙', 'oil soil'),
    G('ear', 'gear', '⚙️', 'hear near'),
  ],
  [
    G('air', 'chair', '🪑', 'fair hair'),
    G('ure', 'pure', undefined, 'sure cure'),
    G('er', 'letter', '✉️', 'ladder hammer'),
  ],
  // Phase 5
  [
    G('ay', 'hay', '🌾', 'day play'),
    G('ou', 'cloud', '☁️', 'out shout'),
    G('ie', 'pie', '🥧', 'tie lie'),
    G('ea', 'tea', '🍵', 'eat sea'),
  ],
  [
    G('oy', 'toy', '🪀', 'boy joy'),
    G('ir', 'bird', '🐦', 'girl first'),
    G('ue', 'blue', '🟦', 'glue clue'),
    G('aw', 'saw', '🪚', 'paw claw'),
  ],
  [
    G('wh', 'wheel', '🛞', 'when what'),
    G('ph', 'phone', '📱', 'photo dolphin'),
    G('ew', 'screw', '🔩', 'new few'),
    G('oe', 'toe', undefined, 'goes hoe'),
  ],
  [
    G('au', 'sauce', undefined, 'haul launch'),
    G('ey', 'key', '🔑', 'money donkey'),
    G('a_e', 'cake', '🍰', 'make game'),
    G('e_e', 'these', undefined, 'theme eve'),
  ],
  [
    G('i_e', 'kite', '🪁', 'like time'),
    G('o_e', 'rope', '🪢', 'home bone'),
    G('u_e', 'cube', '🧊', 'tube June'),
  ],
];

/** Whether a word contains a grapheme (a split digraph a_e as a, one letter, e). */
export function hasGrapheme(word: string, grapheme: string): boolean {
  if (grapheme.includes('_')) {
    const [first, last] = grapheme.split('_');
    return new RegExp(`${first}[a-z]${last}`).test(word.toLowerCase());
  }
  return word.toLowerCase().includes(grapheme);
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** Each grapheme's sounds (oo has two), for reading a word's sounds. */
const SOUNDS_OF: ReadonlyMap<string, readonly string[]> = new Map(
  [...new Set(GPC_SETS.flat().map((g) => g.grapheme))].map((grapheme) => [
    grapheme,
    [
      ...new Set(
        GPC_SETS.flat()
          .filter((g) => g.grapheme === grapheme)
          .flatMap((g) => g.sounds),
      ),
    ],
  ]),
);

/**
 * The phonemes a word may hold, read with the correspondences above: a split digraph at the end first (cake: a_e),
 * then the longest grapheme at each place, with every sound a grapheme can spell (oo is both the long and the short).
 */
export function soundsIn(word: string): Set<string> {
  const letters = word.toLowerCase();
  const sounds = new Set<string>();
  const add = (grapheme: string) => {
    for (const s of SOUNDS_OF.get(grapheme) ?? []) sounds.add(s);
  };
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i] ?? '';
    const after = letters[i + 1] ?? '';
    if (VOWELS.has(c) && after && !VOWELS.has(after) && letters[i + 2] === 'e' && i + 3 === letters.length) {
      add(`${c}_e`);
      add(after);
      break;
    }
    const match = [3, 2, 1].map((n) => letters.slice(i, i + n)).find((piece) => SOUNDS_OF.has(piece));
    if (!match) continue;
    add(match);
    i += match.length - 1;
  }
  return sounds;
}

/** A decodable word with its graphemes (the spelling tiles) and picture. */
export type Decodable = { word: string; graphemes: readonly string[]; emoji?: string };

const D = (split: string, emoji?: string): Decodable => ({
  word: split.replaceAll('-', ''),
  graphemes: split.split('-'),
  ...(emoji === undefined ? {} : { emoji }),
});

/** Consonant-vowel-consonant words with the phase 2 sounds. */
export const CVC_WORDS: readonly Decodable[] = [
  D('c-a-t', '🐈'),
  D('d-o-g', '🐕'),
  D('s-u-n', '☀️'),
  D('b-u-s', '🚌'),
  D('h-a-t', '🎩'),
  D('p-e-n', '🖊️'),
  D('b-e-d', '🛏️'),
  D('b-o-x', '📦'),
  D('b-a-t', '🦇'),
  D('r-a-t', '🐀'),
  D('h-e-n', '🐔'),
  D('p-a-n', '🍳'),
  D('m-a-p', '🗺️'),
  D('n-e-t', '🥅'),
  D('v-a-n', '🚐'),
  D('w-e-b', '🕸️'),
  D('m-u-g', '☕'),
  D('l-o-g', '🪵'),
  D('n-u-t', '🥜'),
  D('p-i-n', '📌'),
  D('b-a-g', '👜'),
  D('j-e-t', '🛩️'),
  D('f-a-n', '🪭'),
  D('p-o-t', '🍲'),
  D('t-a-p', '🚰'),
  D('s-i-x', '6️⃣'),
  D('t-e-n', '🔟'),
  D('c-a-p', '🧢'),
  D('g-e-m', '💎'),
  D('h-u-t', '🛖'),
  D('t-i-n', '🥫'),
  D('s-i-t'),
  D('p-i-t'),
  D('t-i-p'),
  D('d-i-g'),
  D('h-o-p'),
  D('h-u-g'),
  D('r-e-d'),
  D('f-u-n'),
  D('t-o-p'),
  D('b-i-g'),
  D('w-e-t'),
  D('y-e-s'),
  D('m-i-x'),
  D('r-u-n'),
  D('c-o-t'),
  D('c-u-t'),
  D('h-i-t'),
  D('m-a-t'),
  D('s-a-d'),
];

/** Words with the phase 3 digraphs and trigraphs. */
export const DIGRAPH_WORDS: readonly Decodable[] = [
  D('sh-i-p', '🚢'),
  D('f-i-sh', '🐟'),
  D('b-a-th', '🛁'),
  D('r-i-ng', '💍'),
  D('r-ai-n', '🌧️'),
  D('t-r-ee', '🌳'),
  D('b-oa-t', '⛵'),
  D('m-oo-n', '🌕'),
  D('b-oo-k', '📖'),
  D('c-ar', '🚗'),
  D('f-or-k', '🍴'),
  D('c-ow', '🐄'),
  D('c-oi-n', '🪙'),
  D('n-igh-t', '🌃'),
  D('ch-ee-se', '🧀'),
  D('sh-ee-p', '🐑'),
  D('g-oa-t', '🐐'),
  D('t-r-ai-n', '🚆'),
  D('c-oa-t', '🧥'),
  D('sh-e-ll', '🐚'),
  D('d-u-ck', '🦆'),
  D('s-o-ck', '🧦'),
  D('ch-air', '🪑'),
  D('s-t-ar', '⭐'),
  D('c-or-n', '🌽'),
  D('t-or-ch', '🔦'),
  D('b-ee', '🐝'),
  D('l-igh-t', '💡'),
  D('s-oa-p', '🧼'),
  D('sh-ar-k', '🦈'),
  D('s-n-ai-l', '🐌'),
  D('ow-l', '🦉'),
  D('s-t-or-m', '⛈️'),
  D('ch-i-p'),
  D('sh-o-p'),
  D('th-i-n'),
  D('s-i-ng'),
  D('f-ee-t'),
  D('r-oa-d'),
  D('f-oo-d'),
  D('p-ar-k'),
  D('f-ur'),
  D('n-ow'),
  D('oi-l'),
  D('h-ear'),
  D('f-air'),
  D('l-o-ng'),
  D('w-ai-t'),
  D('h-igh'),
  D('l-oo-k'),
];

/** Common exception words (Letters and Sounds' tricky words and the Year 1-2 lists), in teaching order. */
export const EXCEPTION_WORDS: readonly string[] = [
  // Phases 2-3
  'the',
  'to',
  'I',
  'no',
  'go',
  'into',
  'he',
  'she',
  'we',
  'me',
  'be',
  'was',
  'you',
  'they',
  'all',
  'are',
  'my',
  'her',
  // Phases 4-5
  'said',
  'have',
  'like',
  'so',
  'do',
  'some',
  'come',
  'were',
  'there',
  'little',
  'one',
  'when',
  'out',
  'what',
  'oh',
  'their',
  'people',
  'looked',
  'called',
  'asked',
  'could',
  // Year 1
  'of',
  'is',
  'his',
  'has',
  'your',
  'put',
  'push',
  'pull',
  'full',
  'house',
  'our',
  'school',
  'friend',
  'once',
  'ask',
  'by',
  'here',
  'love',
  'where',
  'says',
  'today',
  // Year 2
  'door',
  'floor',
  'poor',
  'because',
  'find',
  'kind',
  'mind',
  'behind',
  'child',
  'children',
  'wild',
  'climb',
  'most',
  'only',
  'both',
  'old',
  'cold',
  'gold',
  'hold',
  'told',
  'every',
  'everybody',
  'even',
  'great',
  'break',
  'pretty',
  'beautiful',
  'after',
  'fast',
  'last',
  'past',
  'father',
  'class',
  'grass',
  'pass',
  'plenty',
  'path',
  'bath',
  'hour',
  'move',
  'prove',
  'improve',
  'sure',
  'sugar',
  'eye',
  'should',
  'would',
  'who',
  'whole',
  'any',
  'many',
  'clothes',
  'busy',
  'water',
  'again',
  'half',
  'money',
  'parents',
];

/** Sets of exception words, one skill each (en.tricky.1 …). */
export const EXCEPTION_SETS: readonly (readonly string[])[] = [0, 18, 39, 60, 81, 101].map((start, i, all) =>
  EXCEPTION_WORDS.slice(start, all[i + 1] ?? EXCEPTION_WORDS.length),
);

export type Sentence = { text: string; emoji: string; alt: string };

const S = (text: string, emoji: string, alt: string): Sentence => ({ text, emoji, alt });

/** Short sentences a picture shows; each word (with its full stop) fits a tile. */
export const SENTENCES: readonly Sentence[] = [
  S('A fish can swim.', '🐟', 'fish'),
  S('The sun is hot.', '☀️', 'sun'),
  S('I can see a red bus.', '🚌', 'bus'),
  S('The duck is in the pond.', '🦆', 'duck'),
  S('A bee is on the flower.', '🐝', 'bee'),
  S('The moon is out at night.', '🌕', 'moon'),
  S('We ride a bike.', '🚲', 'bicycle'),
  S('The boat is on the sea.', '⛵', 'boat'),
  S('The cake is for Eid.', '🍰', 'cake'),
  S('I have a green apple.', '🍏', 'green apple'),
  S('The train is fast.', '🚆', 'train'),
  S('Rain falls from the clouds.', '🌧️', 'rain'),
  S('The owl sleeps in the day.', '🦉', 'owl'),
  S('A camel can walk on sand.', '🐪', 'camel'),
  S('The snail is slow.', '🐌', 'snail'),
  S('The tree has green leaves.', '🌳', 'tree'),
  S('The key is in the door.', '🔑', 'key'),
  S('The book is on the shelf.', '📖', 'book'),
  S('The cow gives us milk.', '🐄', 'cow'),
  S('The car is red.', '🚗', 'car'),
  S('My shoes are by the door.', '👟', 'shoes'),
  S('The star is bright.', '⭐', 'star'),
  S('The bird sings in the tree.', '🐦', 'bird'),
  S('The mosque has a dome.', '🕌', 'mosque'),
  S('The cat naps on the mat.', '🐈', 'cat'),
];
