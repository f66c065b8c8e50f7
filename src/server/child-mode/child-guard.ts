// The child credential on every /api/child/* request (and for features that must recognise a device in child
// mode): which session it belongs to, and whether it may go on — idle timeout, daily screen time used up.
import type { Context } from 'hono';
import { retryOnConflict } from '#server/db/errors';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { CHILD_MODE_MESSAGES, type ChildSessionInfo } from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import { childTokenFrom, hashChildToken } from './child-credential';
import {
  type ChildSessionContext,
  endSessionIfActive,
  findSessionByTokenHash,
  markSessionTimedOut,
  resumeSession,
  touchSession,
} from './child-sessions.repo';
import { sessionInfo } from './child-sessions.service';
import { timeZoneOf, usedSecondsToday } from './screen-time.service';

const IDLE_MS = LIMITS.sessionIdleTimeoutMs;

const resolved = new WeakMap<Request, ChildSessionContext | null>();

/** The child session behind this request's child credential, whatever its status (null when none). */
export async function childSessionFrom(c: Context<AppEnv>): Promise<ChildSessionContext | null> {
  if (resolved.has(c.req.raw)) return resolved.get(c.req.raw) ?? null;
  const token = childTokenFrom(c);
  const context = token
    ? ((await findSessionByTokenHash(c.get('deps').db, hashChildToken(token))) ?? null)
    : null;
  resolved.set(c.req.raw, context);
  return context;
}

/**
 * The active child session, or an error: no credential (or an ended session) → 401; screen time used up →
 * the session becomes timed_out and the answer is 403 TIME_UP. An idle session (30 min) ends here too.
 */
export async function requireActiveChild(
  c: Context<AppEnv>,
  now: Date = new Date(),
): Promise<ChildSessionContext & { usedSeconds: number }> {
  const context = await childSessionFrom(c);
  if (!context) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  const { db } = c.get('deps');
  const { session, child } = context;
  if (session.sessionStatus === 'ended') {
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  if (session.sessionStatus === 'active' && now.getTime() - session.lastActiveAt.getTime() > IDLE_MS) {
    await endSessionIfActive(db, session.id, now);
    session.sessionStatus = 'ended';
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  const usedSeconds = await usedSecondsToday(db, child.id, now, timeZoneOf(context));
  const overLimit = usedSeconds >= child.screenTimeLimit * 60;
  if (overLimit) {
    if (session.sessionStatus === 'active') await markSessionTimedOut(db, session.id, now);
    session.sessionStatus = 'timed_out';
    throw new AppError('TIME_UP', CHILD_MODE_MESSAGES.timeUpBody);
  }
  if (session.sessionStatus === 'timed_out') {
    // A new day, or a parent who raised the limit: the same device carries on.
    await resumeSession(db, session.id, now);
    session.sessionStatus = 'active';
    session.lastHeartbeatAt = now;
  }
  // The victim of a deadlock with a heartbeat's transaction is simply run again.
  await retryOnConflict(() => touchSession(db, session.id, now));
  session.lastActiveAt = now;
  return { ...context, usedSeconds };
}

/** This device's session for the child app, also when timed out (the time-up screen needs it); 401 when none. */
export async function currentChildSessionInfo(
  c: Context<AppEnv>,
  now: Date = new Date(),
): Promise<ChildSessionInfo> {
  const context = await childSessionFrom(c);
  if (!context || context.session.sessionStatus === 'ended') {
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  try {
    const active = await requireActiveChild(c, now);
    return sessionInfo(active, active.usedSeconds);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TIME_UP') throw error;
    const used = await usedSecondsToday(c.get('deps').db, context.child.id, now, timeZoneOf(context));
    return sessionInfo(context, used);
  }
}
