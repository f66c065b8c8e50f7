// A pino logger for tests that keeps every line at or above a level, so a test can assert that nothing was logged as
// an error while it probed the app.
import { pino } from 'pino';
import type { Logger } from '#server/logger';

export type CapturedLine = { level: number; msg?: string; [key: string]: unknown };

/** pino's numeric levels: 50 error, 60 fatal. */
export const ERROR_LEVEL = 50;

export function createCapturingLogger(level: 'warn' | 'error' = 'error'): {
  logger: Logger;
  lines: CapturedLine[];
} {
  const lines: CapturedLine[] = [];
  const logger = pino(
    { level, base: undefined },
    {
      write(line: string) {
        lines.push(JSON.parse(line) as CapturedLine);
      },
    },
  );
  return { logger, lines };
}
