// A counting prompt carries its objects as pictures in its text ("How many? 🍎🍎🍎"): the screen draws them large,
// one by one, to be counted, and neither shows nor reads them inside the sentence (a speech voice would read each
// picture's name).
const PICTURE = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;

export function countingObjects(text: string): { sentence: string; objects: string[] } {
  const objects = text.match(PICTURE) ?? [];
  const sentence = text.replace(PICTURE, '').replace(/\s+/g, ' ').trim();
  return { sentence: sentence || text, objects: sentence ? objects : [] };
}
