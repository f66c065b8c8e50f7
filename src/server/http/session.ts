// Who is calling: the better-auth session resolved once per request, and the guards every route uses.
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { UserRole } from '../../shared/domain';
import { MESSAGES } from '../../shared/messages';
import { sessions } from '../db/schema/auth';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

export type SessionUser = { id: string; email: string; name: string; role: UserRole; image: string | null };

/** Resolves (and memoises) the signed-in user; a suspended user's sessions are ended and they count as signed out. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  const { auth, db } = c.get('deps');
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  let user: SessionUser | null = null;
  if (session) {
    const raw = session.user as typeof session.user & { role?: string; suspendedAt?: Date | string | null };
    if (raw.suspendedAt) {
      await db.delete(sessions).where(eq(sessions.userId, raw.id));
    } else {
      user = {
        id: raw.id,
        email: raw.email,
        name: raw.name,
        role: (raw.role ?? 'parent') as UserRole,
        image: raw.image ?? null,
      };
    }
  }
  c.set('sessionUser', user);
  return user;
}

export async function requireUserFrom(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new AppError('NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
  return user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUserFrom(c);
  await next();
};

export function requireRole(...roles: UserRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await requireUserFrom(c);
    if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
    await next();
  };
}
