import { describe, expect, it } from 'vitest';
import { fireTogether, statusCounts } from './parallel';

describe('fireTogether', () => {
  it('has every call in flight at once and keeps the call order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await fireTogether(12, async (index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return index * 2;
    });
    expect(most).toBe(12);
    expect(results).toEqual(Array.from({ length: 12 }, (_, index) => index * 2));
  });

  it('counts answers by status', () => {
    expect(statusCounts([{ status: 200 }, { status: 429 }, { status: 200 }])).toEqual({ 200: 2, 429: 1 });
  });
});
