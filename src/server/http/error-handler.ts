// One error envelope for every failure: known AppErrors keep their status; anything else is a logged 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '#server/db/client';
import { type ApiErrorBody, SERVICE_UNAVAILABLE_MESSAGE } from '#shared/api-error';
import { type AppEnv, requestLog } from './app-env';
import { AppError } from './app-error';

export function errorBody(c: Context<AppEnv>, error: AppError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.key ? { key: error.key } : {}),
      ...(error.params ? { params: error.params } : {}),
      ...(error.issues ? { issues: error.issues } : {}),
      requestId: c.get('requestId'),
    },
  };
}

export async function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    if (error.status === 413) closeAfterAnswer(c);
    return c.json(errorBody(c, error), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'NOT_AUTHENTICATED' : 'VALIDATION_FAILED';
    if (status === 413) closeAfterAnswer(c);
    // Hono's own sentence (its body limit, its JSON parser): passed on as written; the web shows the code's text.
    const known = error.message
      ? new AppError(code, { foreign: error.message })
      : new AppError(code, 'requestNotProcessed');
    return c.json(errorBody(c, known), status);
  }
  const unavailable = await databaseUnavailable(error, c);
  if (unavailable) return unavailable;
  requestLog(c).error({ err: error }, 'unhandled error');
  return c.json(errorBody(c, new AppError('INTERNAL', 'somethingWentWrongTryAgain')), 500);
}

/**
 * A body refused for its size is left unread: the Node adapter discards what still arrives for a moment and then
 * drops the socket. Saying `Connection: close` makes Node end the connection after this answer, so a keep-alive
 * client opens a new one for its next request instead of sending it into a socket that is about to close.
 */
function closeAfterAnswer(c: Context<AppEnv>): void {
  c.header('Connection', 'close');
}

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const PROBE_TIMEOUT_MS = 1_000;

/**
 * Whether the database answers right now. Some libraries replace the database's error by their own (better-auth's
 * getSession throws 'Failed to get session' without a cause), so an unexpected error is checked against the
 * database itself before it is called a bug.
 */
export async function databaseReachable(c: Context<AppEnv>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      c.get('deps').db.$client.query('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database is down, restarting or refusing connections: an outage the client may retry (503), not a bug (500).
 * Logged as a warning without the stack, since every request of an outage lands here. `error` is undefined when
 * only an answer is known (a library's own 500): then only the probe decides.
 */
export async function databaseUnavailable(error: unknown, c: Context<AppEnv>): Promise<Response | undefined> {
  if (!isDatabaseUnavailable(error) && (await databaseReachable(c))) return undefined;
  const reason = error instanceof Error ? error.message.slice(0, 200) : 'a 5xx answer';
  requestLog(c).warn({ reason }, 'database unavailable');
  c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return c.json(errorBody(c, new AppError('UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE)), 503);
}

export function apiNotFound(c: Context<AppEnv>) {
  return c.json(
    errorBody(
      c,
      new AppError('NOT_FOUND', 'noApiRoute', { params: { method: c.req.method, path: c.req.path } }),
    ),
    404,
  );
}
