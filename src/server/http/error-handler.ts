// One error envelope for every failure: known AppErrors keep their status; anything else is a logged 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '../../shared/api-error';
import { type AppEnv, requestLog } from './app-env';
import { AppError } from './app-error';

export function errorBody(c: Context<AppEnv>, error: AppError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
      requestId: c.get('requestId'),
    },
  };
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return c.json(errorBody(c, error), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'NOT_AUTHENTICATED' : 'VALIDATION_FAILED';
    const known = new AppError(code, error.message || 'Request could not be processed');
    return c.json(errorBody(c, known), status);
  }
  requestLog(c).error({ err: error }, 'unhandled error');
  return c.json(errorBody(c, new AppError('INTERNAL', 'Something went wrong. Please try again.')), 500);
}

export function apiNotFound(c: Context<AppEnv>) {
  return c.json(
    errorBody(c, new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`)),
    404,
  );
}
