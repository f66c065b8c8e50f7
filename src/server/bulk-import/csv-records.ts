// Reads CSV text in slices with csv-parse's streaming parser and hands out records in chunks, giving the event
// loop back after every slice, so a 30 MB file never holds the server for more than a few milliseconds at a time.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type Options, Parser } from 'csv-parse';
import { englishMessage } from '#server/http/app-error';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';

/** Characters handed to the parser at once (a few dozen rows of the template): a slice short enough to yield often. */
const SLICE_CHARS = 16 * 1024;

export const CSV_PARSE_OPTIONS: Options = {
  columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
  bom: true,
  skip_empty_lines: true,
  // Every line ending ends a record, whatever the first line used: csv-parse otherwise takes the first one it meets
  // as the only one, and a file with CRLF and LF lines (rows pasted from another editor) had rows silently merged
  // into the field before them. Line breaks inside quoted fields are kept.
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
};

/** The file cannot be read as CSV: the spec's 'Failed to parse CSV: {message}'. */
export class CsvParseError extends Error {
  constructor(cause: unknown) {
    super(
      englishMessage(PIPELINE_MESSAGES.failedToParseCsv, {
        message: cause instanceof Error ? cause.message : String(cause),
      }),
    );
    this.name = 'CsvParseError';
  }
}

/** Where a slice may end: never between the two halves of a surrogate pair (an emoji would be mangled). */
function sliceEnd(text: string, start: number): number {
  const end = Math.min(text.length, start + SLICE_CHARS);
  if (end < text.length) {
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) return end - 1;
  }
  return end;
}

/**
 * Yields the file's records (objects keyed by the lower-cased header) in arrays of `chunkSize` (the last one may be
 * shorter; none when the file has no data rows). Throws CsvParseError for a file the parser cannot read.
 */
export async function* csvRecordChunks(
  text: string,
  chunkSize: number,
): AsyncGenerator<Record<string, string>[], void, undefined> {
  const parser = new Parser(CSV_PARSE_OPTIONS);
  let pending: Record<string, string>[] = [];
  let failure: unknown = null;
  let ended = false;
  parser.on('data', (record: Record<string, string>) => pending.push(record));
  parser.on('error', (error: unknown) => {
    failure = error;
  });
  parser.on('end', () => {
    ended = true;
  });

  const takeFull = function* () {
    while (pending.length >= chunkSize) {
      const chunk = pending.slice(0, chunkSize);
      pending = pending.slice(chunkSize);
      yield chunk;
    }
  };

  try {
    yield* readAll();
  } finally {
    parser.destroy();
  }

  async function* readAll() {
    for (let start = 0; start < text.length && failure === null; ) {
      const end = sliceEnd(text, start);
      parser.write(text.slice(start, end));
      start = end;
      // Records and errors are delivered on the next ticks; this also lets waiting requests run.
      await yieldToEventLoop();
      if (failure !== null) break;
      yield* takeFull();
    }
    if (failure === null) {
      parser.end();
      while (!ended && failure === null) await yieldToEventLoop();
    }
    if (failure !== null) throw new CsvParseError(failure);
    yield* takeFull();
    if (pending.length > 0) yield pending;
  }
}

/** Counts the data rows (and proves the whole file parses) without keeping the records. */
export async function countCsvRecords(text: string, chunkSize: number): Promise<number> {
  let total = 0;
  for await (const chunk of csvRecordChunks(text, chunkSize)) total += chunk.length;
  return total;
}
