// Child sessions: starting one for a parent's child on a device (within the plan's device limit), resolving
// the child credential on every child request (idle timeout, daily screen time), heartbeats that add up
// screen time per child per day across devices, and the exit gate (math question or the parent's PIN).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ageBandForDateOfBirth } from '../../shared/age-band';
import {
  CHILD_MODE_MESSAGES,
  type ChildSessionInfo,
  DEFAULT_TIME_ZONE,
  DEVICE_ID_HEADER,
  deviceLimitMessage,
  type ExitChallenge,
  type ExitChildModeInput,
  exitQuestion,
  type HeartbeatResult,
  heartbeatCredit,
  localDay,
  type StartChildSessionInput,
} from '../../shared/child-mode';
import { CHILD_MESSAGES } from '../../shared/children.schema';
import { LIMITS } from '../../shared/domain';
import { isUuid } from '../../shared/ids';
import type { Database } from '../db/client';
import { children, childSessions } from '../db/schema/children';
import { contentViews } from '../db/schema/content';
import { parentProfiles } from '../db/schema/users';
import type { AppEnv, AuthService as Auth } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/session';
import { childTokenFrom, hashChildToken, newChildToken } from './child-credential';
import {
  addUsedSeconds,
  type ChildSessionContext,
  endIdleSessions,
  findSessionByTokenHash,
  usedSecondsOn,
} from './child-sessions.repo';

const IDLE_MS = LIMITS.sessionIdleTimeoutMs;
const HEARTBEAT_SECONDS = LIMITS.childHeartbeatSeconds;

export function timeZoneOf(context: Pick<ChildSessionContext, 'parent'>): string {
  return context.parent.timeZone ?? DEFAULT_TIME_ZONE;
}

export function sessionInfo(context: ChildSessionContext, usedSeconds: number): ChildSessionInfo {
  const limitSeconds = context.child.screenTimeLimit * 60;
  return {
    sessionId: context.session.id,
    status: context.session.sessionStatus,
    child: {
      id: context.child.id,
      name: context.child.name,
      dateOfBirth: context.child.dateOfBirth,
      ageBand: ageBandForDateOfBirth(context.child.dateOfBirth),
    },
    screenTime: {
      limitMinutes: context.child.screenTimeLimit,
      usedSeconds,
      remainingSeconds: Math.max(0, limitSeconds - usedSeconds),
    },
    heartbeatSeconds: HEARTBEAT_SECONDS,
    exitMode: context.parent.exitPinHash ? 'pin' : 'math',
  };
}

export function deviceIdFrom(c: Context<AppEnv>): string {
  const header = c.req.header(DEVICE_ID_HEADER)?.trim();
  return header && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
}

export async function startChildSession(
  db: Database,
  parent: SessionUser,
  input: StartChildSessionInput & { deviceId: string; userAgent: string | null },
  now: Date = new Date(),
): Promise<{ token: string; context: ChildSessionContext; usedSeconds: number }> {
  if (!isUuid(input.childId)) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
  const { token, hash } = newChildToken();
  const sessionId = await db.transaction(async (tx) => {
    // One parent's session starts are serialised on their profile row, so the device limit holds under races.
    const [profile] = await tx
      .select({ tier: parentProfiles.subscriptionTier, timeZone: parentProfiles.timeZone })
      .from(parentProfiles)
      .where(eq(parentProfiles.userId, parent.id))
      .for('update');
    if (!profile) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
    // FOR SHARE: a concurrent deletion of this child waits for the session row (or wins first and we answer 404),
    // never a foreign-key 500 between this check and the insert (found by the generated bad requests).
    const [child] = await tx
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.id, input.childId), eq(children.parentId, parent.id)))
      .for('share');
    if (!child) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
    if (!profile.timeZone && input.timeZone) {
      await tx
        .update(parentProfiles)
        .set({ timeZone: input.timeZone })
        .where(eq(parentProfiles.userId, parent.id));
    }
    await endIdleSessions(tx, new Date(now.getTime() - IDLE_MS), now, parent.id);
    // Starting again on the same device replaces that device's earlier session.
    await tx
      .update(childSessions)
      .set({ sessionStatus: 'ended', endedAt: now, tokenHash: null, exitAnswer: null })
      .where(
        and(
          eq(childSessions.parentId, parent.id),
          eq(childSessions.deviceId, input.deviceId),
          eq(childSessions.sessionStatus, 'active'),
        ),
      );
    const [active] = await tx
      .select({ total: count() })
      .from(childSessions)
      .where(and(eq(childSessions.parentId, parent.id), eq(childSessions.sessionStatus, 'active')));
    const limit = LIMITS.childDevicesByTier[profile.tier];
    if ((active?.total ?? 0) >= limit) throw new AppError('CONFLICT', deviceLimitMessage(limit));
    const [row] = await tx
      .insert(childSessions)
      .values({
        childId: input.childId,
        parentId: parent.id,
        deviceId: input.deviceId,
        deviceInfo: input.deviceInfo ?? {},
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        tokenHash: hash,
        startedAt: now,
        lastActiveAt: now,
        lastHeartbeatAt: now,
      })
      .returning({ id: childSessions.id });
    if (!row) throw new AppError('INTERNAL', 'Could not start child mode');
    return row.id;
  });
  const context = await findSessionByTokenHash(db, hash);
  if (!context || context.session.id !== sessionId)
    throw new AppError('INTERNAL', 'Could not start child mode');
  const usedSeconds = await usedSecondsOn(db, context.child.id, localDay(now, timeZoneOf(context)));
  return { token, context, usedSeconds };
}

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
    await db
      .update(childSessions)
      .set({ sessionStatus: 'ended', endedAt: now, exitAnswer: null })
      .where(and(eq(childSessions.id, session.id), eq(childSessions.sessionStatus, 'active')));
    session.sessionStatus = 'ended';
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  const usedSeconds = await usedSecondsOn(db, child.id, localDay(now, timeZoneOf(context)));
  const overLimit = usedSeconds >= child.screenTimeLimit * 60;
  if (overLimit) {
    if (session.sessionStatus === 'active') await markTimedOut(db, session.id, now);
    session.sessionStatus = 'timed_out';
    throw new AppError('TIME_UP', CHILD_MODE_MESSAGES.timeUpBody);
  }
  if (session.sessionStatus === 'timed_out') {
    // A new day, or a parent who raised the limit: the same device carries on.
    await db
      .update(childSessions)
      .set({ sessionStatus: 'active', endedAt: null, lastHeartbeatAt: now })
      .where(eq(childSessions.id, session.id));
    session.sessionStatus = 'active';
    session.lastHeartbeatAt = now;
  }
  await db.update(childSessions).set({ lastActiveAt: now }).where(eq(childSessions.id, session.id));
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
    const used = await usedSecondsOn(c.get('deps').db, context.child.id, localDay(now, timeZoneOf(context)));
    return sessionInfo(context, used);
  }
}

async function markTimedOut(db: Database, sessionId: string, now: Date) {
  await db
    .update(childSessions)
    .set({ sessionStatus: 'timed_out', endedAt: now })
    .where(and(eq(childSessions.id, sessionId), eq(childSessions.sessionStatus, 'active')));
}

/**
 * Adds the real time since this session's previous heartbeat (at most one interval) to the child's day, and
 * the same seconds to the view being watched. Heartbeats of one session are serialised by a row lock, so a
 * burst of forged heartbeats adds no more than the time that really passed.
 */
export async function recordHeartbeat(
  db: Database,
  context: ChildSessionContext,
  contentId: string | undefined,
  now: Date = new Date(),
): Promise<HeartbeatResult> {
  const day = localDay(now, timeZoneOf(context));
  const limitSeconds = context.child.screenTimeLimit * 60;
  const total = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ lastHeartbeatAt: childSessions.lastHeartbeatAt })
      .from(childSessions)
      .where(eq(childSessions.id, context.session.id))
      .for('update');
    // Gone since the request was authenticated (the parent deleted the child): the device is no longer in child mode.
    if (!locked) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    const credit = heartbeatCredit(locked.lastHeartbeatAt ?? null, now, HEARTBEAT_SECONDS);
    await tx
      .update(childSessions)
      .set({ lastHeartbeatAt: now })
      .where(eq(childSessions.id, context.session.id));
    if (credit === 0) return usedSecondsOn(tx, context.child.id, day);
    if (contentId) {
      const [view] = await tx
        .select({ id: contentViews.id })
        .from(contentViews)
        .where(
          and(
            eq(contentViews.childId, context.child.id),
            eq(contentViews.contentId, contentId),
            gte(contentViews.createdAt, new Date(now.getTime() - LIMITS.viewCooldownMs)),
          ),
        )
        .orderBy(desc(contentViews.createdAt))
        .limit(1);
      if (view) {
        await tx
          .update(contentViews)
          .set({ viewDuration: sql`${contentViews.viewDuration} + ${credit}` })
          .where(eq(contentViews.id, view.id));
      }
    }
    return addUsedSeconds(tx, context.child.id, day, credit, now);
  });
  if (total >= limitSeconds) {
    await markTimedOut(db, context.session.id, now);
    return { status: 'timed_out', usedSeconds: total, remainingSeconds: 0 };
  }
  return { status: 'active', usedSeconds: total, remainingSeconds: limitSeconds - total };
}

/** The exit gate: the parent's PIN when one is set, otherwise a new sum of two numbers from 1 to 10. */
export async function exitChallenge(db: Database, context: ChildSessionContext): Promise<ExitChallenge> {
  if (context.parent.exitPinHash) return { mode: 'pin' };
  const { a, b } = exitQuestion();
  await db
    .update(childSessions)
    .set({ exitAnswer: a + b })
    .where(eq(childSessions.id, context.session.id));
  return { mode: 'math', question: `What is ${a} + ${b}?` };
}

/**
 * Checks the answer (or PIN) with a per-parent limit on wrong tries; on success the session ends, its
 * credential stops working and the caller restores the parent's session cookie.
 */
export async function exitChildMode(
  db: Database,
  auth: Auth,
  context: ChildSessionContext,
  input: ExitChildModeInput,
  now: Date = new Date(),
): Promise<void> {
  const parentId = context.session.parentId;
  const [profile] = await db
    .select({
      lockedUntil: parentProfiles.exitLockedUntil,
      pinHash: parentProfiles.exitPinHash,
    })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, parentId));
  if (profile?.lockedUntil && profile.lockedUntil > now) {
    throw new AppError('RATE_LIMITED', CHILD_MODE_MESSAGES.tooManyAttempts);
  }
  let correct: boolean;
  let wrongMessage: string;
  if (profile?.pinHash) {
    wrongMessage = CHILD_MODE_MESSAGES.wrongPin;
    correct =
      'pin' in input &&
      (await (await auth.$context).password.verify({ password: input.pin, hash: profile.pinHash }));
  } else {
    wrongMessage = CHILD_MODE_MESSAGES.wrongAnswer;
    const [row] = await db
      .select({ answer: childSessions.exitAnswer })
      .from(childSessions)
      .where(eq(childSessions.id, context.session.id));
    correct = 'answer' in input && row?.answer !== null && row?.answer === input.answer;
  }
  if (!correct) {
    const [updated] = await db
      .update(parentProfiles)
      .set({ exitFailedAttempts: sql`${parentProfiles.exitFailedAttempts} + 1` })
      .where(eq(parentProfiles.userId, parentId))
      .returning({ attempts: parentProfiles.exitFailedAttempts });
    if ((updated?.attempts ?? 0) >= LIMITS.exitMaxFailedAttempts) {
      await db
        .update(parentProfiles)
        .set({
          exitFailedAttempts: 0,
          exitLockedUntil: new Date(now.getTime() + LIMITS.exitLockMinutes * 60_000),
        })
        .where(eq(parentProfiles.userId, parentId));
    }
    throw new AppError('VALIDATION_FAILED', wrongMessage);
  }
  await db
    .update(parentProfiles)
    .set({ exitFailedAttempts: 0, exitLockedUntil: null })
    .where(eq(parentProfiles.userId, parentId));
  await db
    .update(childSessions)
    .set({
      sessionStatus: 'ended',
      endedAt: sql`coalesce(${childSessions.endedAt}, ${now.toISOString()}::timestamptz)`,
      tokenHash: null,
      exitAnswer: null,
    })
    .where(eq(childSessions.id, context.session.id));
}

/**
 * The every-minute check: sessions idle for 30 minutes end; active sessions whose child has used the day's
 * screen time become timed_out (even on a device that stopped sending heartbeats).
 */
export async function sweepChildSessions(
  db: Database,
  now: Date = new Date(),
): Promise<{ ended: number; timedOut: number }> {
  const ended = await endIdleSessions(db, new Date(now.getTime() - IDLE_MS), now);
  const active = await db
    .select({
      id: childSessions.id,
      childId: childSessions.childId,
      limit: children.screenTimeLimit,
      timeZone: parentProfiles.timeZone,
    })
    .from(childSessions)
    .innerJoin(children, eq(children.id, childSessions.childId))
    .innerJoin(parentProfiles, eq(parentProfiles.userId, childSessions.parentId))
    .where(eq(childSessions.sessionStatus, 'active'));
  let timedOut = 0;
  for (const session of active) {
    const used = await usedSecondsOn(
      db,
      session.childId,
      localDay(now, session.timeZone ?? DEFAULT_TIME_ZONE),
    );
    if (used >= session.limit * 60) {
      await markTimedOut(db, session.id, now);
      timedOut += 1;
    }
  }
  return { ended: ended.length, timedOut };
}
