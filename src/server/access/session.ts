// The signed-in user: the better-auth session resolved once per request, and the guards for a user (signed in, role,
// verified e-mail address).
import type { Context } from 'hono';
import type { DbOrTx } from '#server/db/client';
import type { AppEnv, AuthSessionRecord } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import type { UserRole } from '#shared/domain';
import { MESSAGES } from '#shared/messages';
import { deleteSession, deleteSessionsOfUser, isEmailVerified } from './session.repo';

export { isEmailVerified };

export type SessionUser = { id: string; email: string; name: string; role: UserRole; image: string | null };

/** Resolves (and memoises) the signed-in user; a suspended user's sessions are ended and they count as signed out. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  const { auth, db } = c.get('deps');
  const session = (await auth.api.getSession({ headers: c.req.raw.headers })) as {
    user: AuthSessionRecord;
    session?: { id?: string; createdAt?: Date | string };
  } | null;
  let user: SessionUser | null = null;
  if (session) {
    const raw = session.user;
    if (raw.suspendedAt) {
      await deleteSessionsOfUser(db, raw.id);
    } else if (raw.role === 'admin' && (await adminSessionExpired(c, session.session))) {
      // An administrator signs in again after the lifetime set in Settings → Security, however active they were.
      if (session.session?.id) await deleteSession(db, session.session.id);
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

async function adminSessionExpired(
  c: Context<AppEnv>,
  session: { createdAt?: Date | string } | undefined,
): Promise<boolean> {
  const hours = await c.get('deps').adminSessionHours?.();
  if (!hours || !session?.createdAt) return false;
  return Date.now() - new Date(session.createdAt).getTime() > hours * 60 * 60 * 1000;
}

export async function requireUserFrom(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new AppError('NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
  return user;
}

/**
 * The verified-e-mail gate (decision 010): reading the pending queue, voting and submitting content need an address
 * the user has proved they own; 403 EMAIL_NOT_VERIFIED otherwise (the web answers with a resend button). Read from
 * the database, so a link followed in another tab counts at once.
 */
export async function requireVerifiedEmail(db: DbOrTx, userId: string): Promise<void> {
  if (!(await isEmailVerified(db, userId))) {
    throw new AppError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified);
  }
}
