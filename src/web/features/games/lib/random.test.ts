import { describe, expect, it } from 'vitest';
import { nextInt, nextRandom, seedFromSearch } from './random';

describe('nextRandom', () => {
  it('replays the same sequence from the same seed', () => {
    const draw = (seed: number) => {
      const values: number[] = [];
      let state = seed;
      for (let index = 0; index < 5; index += 1) {
        const next = nextRandom(state);
        values.push(next.value);
        state = next.state;
      }
      return values;
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in [0, 1) and spreads over the range', () => {
    let state = 1;
    const buckets = new Array(10).fill(0);
    for (let index = 0; index < 10_000; index += 1) {
      const next = nextRandom(state);
      expect(next.value).toBeGreaterThanOrEqual(0);
      expect(next.value).toBeLessThan(1);
      buckets[Math.floor(next.value * 10)] += 1;
      state = next.state;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  it('draws whole numbers below the count', () => {
    let state = 7;
    for (let index = 0; index < 1000; index += 1) {
      const next = nextInt(state, 3);
      expect([0, 1, 2]).toContain(next.value);
      state = next.state;
    }
  });
});

describe('seedFromSearch', () => {
  it('reads a whole-number seed and ignores anything else', () => {
    expect(seedFromSearch('?seed=1')).toBe(1);
    expect(seedFromSearch('?seed=4294967295')).toBe(4294967295);
    expect(seedFromSearch('?seed=4294967296')).toBeUndefined();
    expect(seedFromSearch('?seed=-1')).toBeUndefined();
    expect(seedFromSearch('?seed=abc')).toBeUndefined();
    expect(seedFromSearch('')).toBeUndefined();
  });
});
