// The guard of every /api/admin/* route: 401 signed out, 403 for any role but admin and for a device in child
// mode (it carries the child credential cookie instead of a session: a known caller who may not be here).

import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CHILD_COOKIE } from '#server/child-mode';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { currentUser } from '#server/http/session';
import { MESSAGES } from '#shared/messages';

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await currentUser(c);
  if (!user) {
    if (getCookie(c, CHILD_COOKIE)) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
    throw new AppError('NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
  }
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  await next();
};
