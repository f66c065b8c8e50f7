// The 28 letters of the Arabic alphabet in their traditional (hijā'ī) order: the letter, its name (with harakat, as
// it is read aloud), its name and sound in Latin letters for the parent's view, whether it joins the letter after it,
// and where its shapes are in Unicode's Arabic Presentation Forms-B (isolated, final, then for the letters that join
// both ways initial and medial). The screen draws a form as the letter with a zero-width joiner on the side it joins
// (the font's shaping picks the glyph); the presentation forms are what that glyph is, so the tests can prove that the
// shapes a question offers are really different.

import type { LetterForm } from '../exercise';

export const ZWJ = '\u200d';

export type ArabicLetter = {
  letter: string;
  /** The letter's name in Arabic, with harakat. */
  name: string;
  /** The name and sound in Latin letters (for parents and screen readers). */
  latin: string;
  sound: string;
  /** False for the six letters that never join the letter after them (ا د ذ ر ز و). */
  joinsNext: boolean;
  /** The isolated presentation form's code point; final is +1, initial +2, medial +3 (letters that join both ways). */
  shapes: number;
};

const L = (
  letter: string,
  name: string,
  latin: string,
  sound: string,
  joinsNext: boolean,
  shapes: number,
) => ({
  letter,
  name,
  latin,
  sound,
  joinsNext,
  shapes,
});

export const ARABIC_LETTERS: readonly ArabicLetter[] = [
  L('ا', 'أَلِف', 'alif', 'a', false, 0xfe8d),
  L('ب', 'بَاء', 'baa', 'b', true, 0xfe8f),
  L('ت', 'تَاء', 'taa', 't', true, 0xfe95),
  L('ث', 'ثَاء', 'thaa', 'th', true, 0xfe99),
  L('ج', 'جِيم', 'jiim', 'j', true, 0xfe9d),
  L('ح', 'حَاء', 'Haa', 'ḥ', true, 0xfea1),
  L('خ', 'خَاء', 'khaa', 'kh', true, 0xfea5),
  L('د', 'دَال', 'daal', 'd', false, 0xfea9),
  L('ذ', 'ذَال', 'dhaal', 'dh', false, 0xfeab),
  L('ر', 'رَاء', 'raa', 'r', false, 0xfead),
  L('ز', 'زَاي', 'zaay', 'z', false, 0xfeaf),
  L('س', 'سِين', 'siin', 's', true, 0xfeb1),
  L('ش', 'شِين', 'shiin', 'sh', true, 0xfeb5),
  L('ص', 'صَاد', 'Saad', 'ṣ', true, 0xfeb9),
  L('ض', 'ضَاد', 'Daad', 'ḍ', true, 0xfebd),
  L('ط', 'طَاء', 'Taa', 'ṭ', true, 0xfec1),
  L('ظ', 'ظَاء', 'Dhaa', 'ẓ', true, 0xfec5),
  L('ع', 'عَيْن', 'ayn', 'ʿ', true, 0xfec9),
  L('غ', 'غَيْن', 'ghayn', 'gh', true, 0xfecd),
  L('ف', 'فَاء', 'faa', 'f', true, 0xfed1),
  L('ق', 'قَاف', 'qaaf', 'q', true, 0xfed5),
  L('ك', 'كَاف', 'kaaf', 'k', true, 0xfed9),
  L('ل', 'لَام', 'laam', 'l', true, 0xfedd),
  L('م', 'مِيم', 'miim', 'm', true, 0xfee1),
  L('ن', 'نُون', 'nuun', 'n', true, 0xfee5),
  L('ه', 'هَاء', 'haa', 'h', true, 0xfee9),
  L('و', 'وَاو', 'waaw', 'w', false, 0xfeed),
  L('ي', 'يَاء', 'yaa', 'y', true, 0xfef1),
];

/** Seven groups of four, in order: the letters skills and the tracing skills follow them. */
export const LETTER_GROUPS: readonly (readonly ArabicLetter[])[] = Array.from({ length: 7 }, (_, g) =>
  ARABIC_LETTERS.slice(g * 4, g * 4 + 4),
);

/** The form as text: the letter with a zero-width joiner on each side it joins. */
export function formText(letter: ArabicLetter, form: LetterForm): string {
  switch (form) {
    case 'isolated':
      return letter.letter;
    case 'initial':
      return letter.joinsNext ? `${letter.letter}${ZWJ}` : letter.letter;
    case 'medial':
      return letter.joinsNext ? `${ZWJ}${letter.letter}${ZWJ}` : `${ZWJ}${letter.letter}`;
    case 'final':
      return `${ZWJ}${letter.letter}`;
  }
}

/** The glyph a form is drawn with (its presentation form): a letter that does not join on forward has two shapes. */
export function formShape(letter: ArabicLetter, form: LetterForm): string {
  const offset = {
    isolated: 0,
    final: 1,
    initial: letter.joinsNext ? 2 : 0,
    medial: letter.joinsNext ? 3 : 1,
  }[form];
  return String.fromCodePoint(letter.shapes + offset);
}

export const FATHA = '\u064e';
export const DAMMA = '\u064f';
export const KASRA = '\u0650';
export const SUKUN = '\u0652';
export const SHADDA = '\u0651';
export const FATHATAN = '\u064b';
export const DAMMATAN = '\u064c';
export const KASRATAN = '\u064d';

/** The harakat and other marks, removed: the word as it is written without them. */
export function withoutMarks(text: string): string {
  return text.replace(/[\u064b-\u0652\u0670]/g, '');
}
