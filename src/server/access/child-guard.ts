// The child credential on every /api/child/* request (and for features that must recognise a device in child
// mode): which session it belongs to, the child's content policy, and whether it may go on — idle timeout, daily
// screen time used up.
import type { Context } from 'hono';
import { retryOnConflict } from '#server/db/errors';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { type ChildContentPolicy, childContentPolicy } from '#shared/child-content-policy';
import { CHILD_MODE_MESSAGES, DEFAULT_TIME_ZONE } from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import {
  type ChildSessionContext,
  endSessionIfActive,
  findSessionByTokenHash,
  markSessionTimedOut,
  resumeSession,
  touchSession,
} from './child-caller.repo';
import { childTokenFrom, hashChildToken } from './child-credential';
import type { ChildTimeCheck } from './child-time';

const IDLE_MS = LIMITS.sessionIdleTimeoutMs;
/** How stale a session's last activity may be before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;

/** The child session behind this request's child credential, whatever its status (null when none). */
export async function childSessionFrom(c: Context<AppEnv>): Promise<ChildSessionContext | null> {
  // Resolved once per request and kept in the request's context: the guard, the feature and the page renderer all
  // ask, and must all see the same session (with the status changes this request made to it).
  const cached = c.get('childSession');
  if (cached !== undefined) return cached;
  const token = childTokenFrom(c);
  const context = token
    ? ((await findSessionByTokenHash(c.get('deps').db, hashChildToken(token))) ?? null)
    : null;
  c.set('childSession', context);
  return context;
}

/**
 * The child's content policy from its session (age band, restriction level, the parent's and child's categories,
 * the music switch and the values filter, and the child's approved-only switch and lists).
 */
export function policyFor(context: ChildSessionContext, today: Date = new Date()): ChildContentPolicy {
  return childContentPolicy(
    {
      dateOfBirth: context.child.dateOfBirth,
      restrictionLevel: context.child.contentRestrictions.level,
      childCategories: context.child.allowedCategories,
      parentCategories: context.parent.contentCategories,
      musicAllowed: context.child.musicAllowed,
      valuesFilter: context.child.valuesFilter,
      childId: context.child.id,
      approvedOnly: context.child.approvedOnly,
    },
    today,
  );
}

export function timeZoneOf(context: { parent: { timeZone: string | null } }): string {
  return context.parent.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * The active child session, or an error: no credential (or an ended session) → 401; child mode closed now by the
 * time rules (the day's or week's limit used up, outside the allowed window, a pause) → the session becomes
 * timed_out and the answer is 403 TIME_UP (`GET /child/session` then says which state). An idle session ends here
 * too. `playing`: the video this request is about, which may finish within the parent's grace. `now` defaults to
 * the server's clock (AppDeps).
 */
export async function requireActiveChild(
  c: Context<AppEnv>,
  now?: Date,
  playing: { contentId?: string | undefined } = {},
): Promise<ChildSessionContext & { usedSeconds: number; time: ChildTimeCheck }> {
  const context = await childSessionFrom(c);
  if (!context) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  const deps = c.get('deps');
  const { db } = deps;
  const at = now ?? deps.clock();
  const { session } = context;
  if (session.sessionStatus === 'ended') {
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  if (session.sessionStatus === 'active' && at.getTime() - session.lastActiveAt.getTime() > IDLE_MS) {
    await endSessionIfActive(db, session.id, at);
    session.sessionStatus = 'ended';
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  const time = await deps.childTime(db, context, at, playing);
  if (!time.allowed) {
    if (session.sessionStatus === 'active') await markSessionTimedOut(db, session.id, at);
    session.sessionStatus = 'timed_out';
    throw new AppError('TIME_UP', CHILD_MODE_MESSAGES.timeUpBody);
  }
  const resumed = session.sessionStatus === 'timed_out';
  if (resumed) {
    // A new day, a window that opened, a pause that ended, or a parent who raised the limit: the device carries on.
    await resumeSession(db, session.id, at);
    session.sessionStatus = 'active';
    session.lastHeartbeatAt = at;
  }
  // Last activity is kept to the minute: it only measures the 30-minute idle timeout, and writing it on every read
  // made each child request a write. The victim of a deadlock with a heartbeat's transaction is simply run again.
  if (resumed || at.getTime() - session.lastActiveAt.getTime() >= TOUCH_EVERY_MS) {
    await retryOnConflict(() => touchSession(db, session.id, at));
    session.lastActiveAt = at;
  }
  return { ...context, usedSeconds: time.report.usedTodaySeconds, time };
}
