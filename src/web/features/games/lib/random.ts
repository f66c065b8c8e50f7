// A small seedable random source (mulberry32) kept as plain data: a game's state holds the generator's 32-bit
// state, and drawing returns the value with the next state, so the rules stay pure and a seed replays a game
// exactly (unit tests, and the `?seed=` test hook of the game pages).

/** One draw: a value in [0, 1) and the generator state to draw the next one from. */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/** A whole number in [0, count) and the next generator state. */
export function nextInt(state: number, count: number): { value: number; state: number } {
  const draw = nextRandom(state);
  return { value: Math.floor(draw.value * count), state: draw.state };
}

/** A fresh seed for an unseeded game. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}

/**
 * The test hook: `?seed=<whole number>` on /games/snake or /games/tetris seeds the game so a browser test can
 * know where the food appears or which pieces come. Anything else (or nothing) gives a random game.
 */
export function seedFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('seed');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const seed = Number(raw);
  return seed <= 4294967295 ? seed : undefined;
}
