// The demo library's own videos: short counting, letter and shape lessons that this server makes itself (ffmpeg draws
// the scenes, espeak-ng speaks the words; no music), so a new installation has videos that really play, offline.
import type { AgeBand, Category, Language } from '#shared/domain';
import type { DemoTag } from './demo-catalog';

/** One scene: a big glyph (a number, a letter, a shape), an optional caption under it, and the words spoken. */
export type DemoScene = { show: string; caption?: string; say: string };

export type DemoVideo = {
  title: string;
  description: string;
  category: Category;
  age: AgeBand;
  language: Language;
  /** Index into DEMO_CREATORS: a creator who speaks the language. */
  creator: number;
  tags: DemoTag[];
  scenes: DemoScene[];
  /** Days before the seed that the creator made it (published a day later); all inside analytics' 90 days. */
  daysAgo: number;
  views: number;
};

/**
 * Every scene lasts the same time, and a video has an even number of scenes (the title card first, a closing star
 * when needed), so a video lasts a whole number of tenths of a minute: the duration on its card is exact.
 */
export const DEMO_SCENE_SECONDS = 3;

const STAR = '★';
const DOT = '●';

/** Numbers from `from` to `to` by `step`, each with as many shapes as it counts (up to ten) and said as digits. */
function counting(to: number, shape: string, from = 1, step = 1): DemoScene[] {
  const scenes: DemoScene[] = [];
  for (let n = from; step > 0 ? n <= to : n >= to; n += step)
    scenes.push(
      n <= 10
        ? { show: String(n), caption: shape.repeat(n), say: String(n) }
        : { show: String(n), say: String(n) },
    );
  return scenes;
}

const letters = (pairs: [string, string][]): DemoScene[] =>
  pairs.map(([letter, word]) => ({
    show: `${letter}${letter.toLowerCase()}`,
    caption: word,
    say: `${letter} is for ${word}`,
  }));

const named = (pairs: [string, string, string?][]): DemoScene[] =>
  pairs.map(([show, caption, say]) => ({ show, caption, say: say ?? caption }));

const EASTERN_ARABIC = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];
const easternArabic = (n: number) => [...String(n)].map((digit) => EASTERN_ARABIC[Number(digit)]).join('');

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'Count to Five with Stars',
    description:
      'Count from one to five with bright stars. Say each number out loud and hold up your fingers.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 0,
    tags: ['Educational'],
    scenes: counting(5, STAR),
    daysAgo: 6,
    views: 214,
  },
  {
    title: 'Count to Ten with Dots',
    description: 'Ten numbers and ten rows of dots. Point at every dot and count along.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 4,
    tags: ['Educational'],
    scenes: counting(10, DOT),
    daysAgo: 11,
    views: 388,
  },
  {
    title: 'Letters A to F: Apple to Fish',
    description: 'Meet the letters A to F, each with a word that starts with it. Listen, then say it too.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 0,
    tags: ['Educational'],
    scenes: letters([
      ['A', 'apple'],
      ['B', 'ball'],
      ['C', 'cat'],
      ['D', 'date'],
      ['E', 'egg'],
      ['F', 'fish'],
    ]),
    daysAgo: 15,
    views: 521,
  },
  {
    title: 'Letters G to L: Goat to Lemon',
    description: 'Six more letters and six friendly words, from goat to lemon. Can you find them at home?',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 0,
    tags: ['Educational'],
    scenes: letters([
      ['G', 'goat'],
      ['H', 'honey'],
      ['I', 'ink'],
      ['J', 'jam'],
      ['K', 'kite'],
      ['L', 'lemon'],
    ]),
    daysAgo: 19,
    views: 302,
  },
  {
    title: 'Letters M to R: Moon to Rain',
    description: 'From the moon in the night sky to the rain that grows the dates. Six letters to learn.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 2,
    tags: ['Educational', 'Nature & Science'],
    scenes: letters([
      ['M', 'moon'],
      ['N', 'nest'],
      ['O', 'olive'],
      ['P', 'pen'],
      ['Q', 'quilt'],
      ['R', 'rain'],
    ]),
    daysAgo: 23,
    views: 167,
  },
  {
    title: 'Letters S to Z: Sun to Zip',
    description:
      'The last eight letters of the alphabet, from the sun to a zip. Well done for learning them all!',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 4,
    tags: ['Educational'],
    scenes: letters([
      ['S', 'sun'],
      ['T', 'tree'],
      ['U', 'umbrella'],
      ['V', 'vase'],
      ['W', 'water'],
      ['X', 'box'],
      ['Y', 'yarn'],
      ['Z', 'zip'],
    ]),
    daysAgo: 27,
    views: 143,
  },
  {
    title: 'Shapes Around Us: Circle, Square, Triangle',
    description: 'Circles, squares, triangles, diamonds and stars. Look around your room for each shape.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 4,
    tags: ['Educational', 'Nature & Science'],
    scenes: named([
      ['●', 'circle'],
      ['■', 'square'],
      ['▲', 'triangle'],
      ['◆', 'diamond'],
      ['★', 'star'],
    ]),
    daysAgo: 8,
    views: 455,
  },
  {
    title: 'Counting Backwards from Ten',
    description: 'Ten, nine, eight… all the way down to one. A calm countdown for little voices.',
    category: 'Quizzes & Trivia',
    age: 1,
    language: 'English',
    creator: 5,
    tags: ['Educational'],
    scenes: counting(1, DOT, 10, -1),
    daysAgo: 33,
    views: 96,
  },
  {
    title: 'Even Numbers up to Twenty',
    description: 'Skip count by twos from two to twenty. Clap on every number!',
    category: 'Quizzes & Trivia',
    age: 2,
    language: 'English',
    creator: 2,
    tags: ['Educational'],
    scenes: counting(20, DOT, 2, 2),
    daysAgo: 41,
    views: 77,
  },
  {
    title: 'One More: Adding Up to Five',
    description: 'One plus one, two plus one, and on to five. Adding one more, step by step.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'English',
    creator: 2,
    tags: ['Educational'],
    scenes: named([
      ['1+1=2', STAR.repeat(2), 'one plus one is two'],
      ['2+1=3', STAR.repeat(3), 'two plus one is three'],
      ['3+1=4', STAR.repeat(4), 'three plus one is four'],
      ['4+1=5', STAR.repeat(5), 'four plus one is five'],
    ]),
    daysAgo: 47,
    views: 58,
  },
  {
    title: 'Counting by Fives to Fifty',
    description:
      'Five, ten, fifteen… Count by fives all the way to fifty, like counting fingers on ten hands.',
    category: 'Quizzes & Trivia',
    age: 2,
    language: 'English',
    creator: 1,
    tags: ['Educational'],
    scenes: counting(50, DOT, 5, 5),
    daysAgo: 54,
    views: 64,
  },
  {
    title: 'Five Pillars on Five Fingers',
    description: 'Count the five pillars of Islam on one hand: Shahada, Salah, Zakah, Sawm and Hajj.',
    category: 'Islamic Stories & Manners',
    age: 1,
    language: 'English',
    creator: 0,
    tags: ['Educational', 'Moral Values'],
    scenes: named([
      ['1', 'Shahada', 'One. Shahada.'],
      ['2', 'Salah', 'Two. Salah.'],
      ['3', 'Zakah', 'Three. Zakah.'],
      ['4', 'Sawm', 'Four. Sawm.'],
      ['5', 'Hajj', 'Five. Hajj.'],
    ]),
    daysAgo: 3,
    views: 612,
  },
  {
    title: 'Arabic Numbers from One to Ten',
    description: 'See the Arabic numerals from one to ten and hear each one said in Arabic.',
    category: 'Quran & Dua for Kids',
    age: 1,
    language: 'Arabic',
    creator: 2,
    tags: ['Arabic Learning', 'Educational'],
    scenes: Array.from({ length: 10 }, (_, i) => ({
      show: easternArabic(i + 1),
      caption: String(i + 1),
      say: String(i + 1),
    })),
    daysAgo: 9,
    views: 341,
  },
  {
    title: 'Arabic Letters: Alif to Kha',
    description: 'The first seven letters of the Arabic alphabet, each shown large and said slowly.',
    category: 'Quran & Dua for Kids',
    age: 1,
    language: 'Arabic',
    creator: 2,
    tags: ['Arabic Learning', 'Quran'],
    scenes: named([
      ['ا', 'alif', 'ألف'],
      ['ب', 'ba', 'باء'],
      ['ت', 'ta', 'تاء'],
      ['ث', 'tha', 'ثاء'],
      ['ج', 'jim', 'جيم'],
      ['ح', 'ha', 'حاء'],
      ['خ', 'kha', 'خاء'],
    ]),
    daysAgo: 13,
    views: 402,
  },
  {
    title: 'Arabic Letters: Dal to Dad',
    description: 'Eight more Arabic letters, from dal to dad. Trace each one in the air with your finger.',
    category: 'Quran & Dua for Kids',
    age: 1,
    language: 'Arabic',
    creator: 0,
    tags: ['Arabic Learning', 'Quran'],
    scenes: named([
      ['د', 'dal', 'دال'],
      ['ذ', 'dhal', 'ذال'],
      ['ر', 'ra', 'راء'],
      ['ز', 'zay', 'زاي'],
      ['س', 'sin', 'سين'],
      ['ش', 'shin', 'شين'],
      ['ص', 'sad', 'صاد'],
      ['ض', 'dad', 'ضاد'],
    ]),
    daysAgo: 17,
    views: 233,
  },
  {
    title: 'Count the Stars in Arabic',
    description: 'One to five stars, counted in Arabic. Repeat each number after you hear it.',
    category: 'Quran & Dua for Kids',
    age: 1,
    language: 'Arabic',
    creator: 2,
    tags: ['Arabic Learning'],
    scenes: counting(5, STAR).map((scene) => ({ ...scene, show: easternArabic(Number(scene.show)) })),
    daysAgo: 21,
    views: 187,
  },
  {
    title: 'Urdu Counting from One to Ten',
    description: 'Count from one to ten in Urdu with rows of dots. A gentle start for young learners.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'Urdu',
    creator: 3,
    tags: ['Educational'],
    scenes: counting(10, DOT),
    daysAgo: 12,
    views: 276,
  },
  {
    title: 'Counting Stars in Urdu',
    description: 'Five bright stars counted slowly in Urdu. Hold up a finger for every star.',
    category: 'Quizzes & Trivia',
    age: 1,
    language: 'Urdu',
    creator: 3,
    tags: ['Educational'],
    scenes: counting(5, STAR),
    daysAgo: 29,
    views: 119,
  },
  {
    title: 'Shapes in Urdu: Circle to Star',
    description: 'A circle, a square, a triangle and a star, each named in Urdu.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'Urdu',
    creator: 3,
    tags: ['Educational'],
    scenes: named([
      ['●', 'circle', 'دائرہ'],
      ['■', 'square', 'مربع'],
      ['▲', 'triangle', 'مثلث'],
      ['★', 'star', 'ستارہ'],
    ]),
    daysAgo: 36,
    views: 88,
  },
  {
    title: 'Birden Ona Sayalım',
    description: 'Count from one to ten in Turkish, with a row of dots for every number.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'Turkish',
    creator: 5,
    tags: ['Educational'],
    scenes: counting(10, DOT),
    daysAgo: 14,
    views: 154,
  },
  {
    title: 'Şekilleri Öğrenelim',
    description: 'Daire, kare, üçgen ve yıldız: four shapes named in Turkish.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'Turkish',
    creator: 5,
    tags: ['Educational'],
    scenes: named([
      ['●', 'daire'],
      ['■', 'kare'],
      ['▲', 'üçgen'],
      ['★', 'yıldız'],
    ]),
    daysAgo: 38,
    views: 71,
  },
  {
    title: 'Mari Mengira Satu Hingga Sepuluh',
    description: 'Count from one to ten in Malay with rows of dots. Sebut setiap nombor bersama-sama!',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'Malay',
    creator: 6,
    tags: ['Educational'],
    scenes: counting(10, DOT),
    daysAgo: 18,
    views: 203,
  },
  {
    title: "Comptons jusqu'à dix",
    description: 'Count from one to ten in French, with a row of dots for every number.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'French',
    creator: 4,
    tags: ['Educational'],
    scenes: counting(10, DOT),
    daysAgo: 25,
    views: 132,
  },
  {
    title: 'Contamos hasta diez',
    description: 'Count from one to ten in Spanish, with a row of dots for every number.',
    category: 'STEM & Learning Activities',
    age: 1,
    language: 'Spanish',
    creator: 7,
    tags: ['Educational'],
    scenes: counting(10, DOT),
    daysAgo: 31,
    views: 109,
  },
];

/** espeak-ng's voice for a video's language ('Other' is spoken in English). */
export const DEMO_VOICES: Record<Language, string> = {
  English: 'en-gb',
  Arabic: 'ar',
  Urdu: 'ur',
  Turkish: 'tr',
  Malay: 'ms',
  French: 'fr',
  Spanish: 'es',
  Other: 'en-gb',
};

/** The scenes as shown: the title card, the video's scenes, and a closing star to make their number even. */
export function demoScenes(video: DemoVideo): DemoScene[] {
  const scenes: DemoScene[] = [{ show: '', caption: video.title, say: '' }, ...video.scenes];
  if (scenes.length % 2 === 1) scenes.push({ show: STAR, say: '' });
  return scenes;
}

export const demoVideoSeconds = (video: DemoVideo) => demoScenes(video).length * DEMO_SCENE_SECONDS;
