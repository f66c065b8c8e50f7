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
  const base = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (!options.batched) return pino(base);
  const destination = pino.destination({ sync: false, minLength: ASYNC_BUFFER_BYTES });
  const timer = setInterval(() => destination.flush(), ASYNC_FLUSH_MS).unref();
  destination.on('close', () => clearInterval(timer));
  return pino(base, destination);
}
