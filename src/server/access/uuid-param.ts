// Ids in paths: a malformed id names no row, so it is answered like a missing one (404 with the object's own
// message) before any query runs — the same answer an unknown id gets, so a caller learns nothing from the shape.
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/app-error';
import { isUuid } from '#shared/ids';
import type { MessageKey } from '#shared/message-key';

export function assertUuid(id: string, message: MessageKey): void {
  if (!isUuid(id)) throw notFound(message);
}

/**
 * A param validator for routes whose path parameters are ids: `uuidParams('Puzzle not found')` checks `:id`,
 * `uuidParams(message, 'userId')` another name. Put it after the route's access declaration, so a caller the
 * guard refuses hears that first.
 */
export function uuidParams(message: MessageKey, ...names: string[]): MiddlewareHandler<AppEnv> {
  const keys = names.length > 0 ? names : ['id'];
  const schema = z.object(Object.fromEntries(keys.map((key) => [key, z.string().refine(isUuid)])));
  return async (c, next) => {
    if (!schema.safeParse(c.req.param()).success) throw notFound(message);
    await next();
  };
}
