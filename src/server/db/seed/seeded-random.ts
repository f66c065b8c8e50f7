// A small seeded pseudo-random generator (mulberry32), so generated demo data is the same on every run.

export type SeededRandom = ReturnType<typeof createSeededRandom>;

export function createSeededRandom(seed: number) {
  let state = seed >>> 0;
  /** Uniform in [0, 1). */
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** Whole number in [min, max], both included. */
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  /** Fisher-Yates on a copy. */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  /**
   * A shuffled list of exactly `size` values: each value in `counts` appears that many times and `rest`
   * fills the remainder, so every value is guaranteed to be used (unlike independent draws).
   */
  const deck = <T>(size: number, counts: [T, number][], rest: T): T[] => {
    const cards = counts.flatMap(([value, count]) => Array.from({ length: count }, () => value));
    if (cards.length > size) throw new Error(`deck of ${size} cannot hold ${cards.length} fixed cards`);
    while (cards.length < size) cards.push(rest);
    return shuffle(cards);
  };
  const chars = (alphabet: string, length: number): string =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return { next, int, pick, shuffle, deck, chars };
}
