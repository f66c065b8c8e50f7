// Structured JSON logs (pino); one logger per process, children carry the request id.
import { pino } from 'pino';

export type Logger = pino.Logger;

const ASYNC_BUFFER_BYTES = 8 * 1024;
const ASYNC_FLUSH_MS = 500;

/**
 * `batched` (the production server) collects lines in memory and writes them in batches (8 KB, or every half second),
 * not with one blocking write per line: under load one access line per request would otherwise cost as much as
 * serving a cached page. pino flushes what is pending on exit. Elsewhere every line is written at once.
 */
export function createLogger(level: string, options: { batched?: boolean } = {}): Logger {
  const base = { level, base: undefined, timestamp: isoTimeOncePerMillisecond() };
  if (!options.batched) return pino(base);
  const destination = pino.destination({ sync: false, minLength: ASYNC_BUFFER_BYTES });
  const timer = setInterval(() => destination.flush(), ASYNC_FLUSH_MS).unref();
  destination.on('close', () => clearInterval(timer));
  return pino(base, destination);
}

/**
 * pino's isoTime, formatting the date once per millisecond: under load the access log writes several lines per
 * millisecond, and formatting the date each time was the largest cost of a line (decision 021).
 */
export function isoTimeOncePerMillisecond(): () => string {
  let lastMs = -1;
  let last = '';
  return () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      last = `,"time":"${new Date(now).toISOString()}"`;
    }
    return last;
  };
}
