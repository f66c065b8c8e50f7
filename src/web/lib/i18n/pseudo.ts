// A pseudo-locale for tests: every English text accented, bracketed and about 40 % longer, so a test can tell a
// translated text from one that escaped translation, and see what overflows when a language runs long. Switched
// on per device with the `qamar_pseudo` cookie = 'on' (read by the server for its render and by the browser's entry,
// which load this module only then; tests only, it changes nothing else).
import type { LocaleResources } from './namespaces';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Accents letters outside {{placeholders}} and <tags>, pads by ~40 % and brackets the result. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\{[^}]*\}\}|<[^>]*>)/);
  const accented = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join('');
  const letters = text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '').length;
  // The padding may break after every ten dots (a zero-width space), as a real sentence breaks between its words.
  const padding = '·'.repeat(Math.ceil(letters * 0.4)).replace(/(·{10})(?=·)/g, '$1\u200B');
  return `${PSEUDO_OPEN}${accented}${padding}${PSEUDO_CLOSE}`;
}

function walk(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  }
  return value;
}

export function pseudoResources(resources: LocaleResources): LocaleResources {
  return walk(resources) as LocaleResources;
}
