// The access log's timestamp (logger.ts): pino's isoTime format, formatted once per millisecond.
import { describe, expect, it, vi } from 'vitest';
import { isoTimeOncePerMillisecond } from '#server/logger';

describe('log timestamps', () => {
  it('formats like pino isoTime and only again when the millisecond changes', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:30:00.123Z') });
    try {
      const time = isoTimeOncePerMillisecond();
      const spy = vi.spyOn(Date.prototype, 'toISOString');
      expect(time()).toBe(',"time":"2026-11-23T08:30:00.123Z"');
      expect(time()).toBe(',"time":"2026-11-23T08:30:00.123Z"');
      expect(spy).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(time()).toBe(',"time":"2026-11-23T08:30:00.124Z"');
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});
