import { describe, expect, it } from 'vitest';
import { AUTO_SYNC_INTERVALS, cronForInterval } from './youtube-sync.schema';

describe('cronForInterval', () => {
  it('expresses every allowed interval exactly', () => {
    expect(AUTO_SYNC_INTERVALS.map(cronForInterval)).toEqual([
      '*/5 * * * *',
      '*/10 * * * *',
      '*/15 * * * *',
      '*/20 * * * *',
      '*/30 * * * *',
      '0 */1 * * *',
      '0 */2 * * *',
      '0 */3 * * *',
      '0 */4 * * *',
      '0 */6 * * *',
      '0 */12 * * *',
      '0 0 * * *',
    ]);
  });
});
