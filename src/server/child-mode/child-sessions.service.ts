// Child sessions: starting one for a parent's child on a device (within the plan's device limit), what the child
// app is told about its session, and the every-minute sweep (idle sessions end, sessions the time rules close time
// out).

import type { Context } from 'hono';
import {
  type ChildSessionContext,
  type ChildTimeCheck,
  type ChildTimeSource,
  childSessionFrom,
  findSessionByTokenHash,
  markSessionTimedOut,
  requireActiveChild,
  type SessionUser,
  timeZoneOf,
} from '#server/access';
import type { Database } from '#server/db/client';
import { parentProfileOfUser, updateParentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { learnFirstState } from '#server/tutor';
import { ageBandForDateOfBirth } from '#shared/age-band';
import {
  CHILD_MODE_MESSAGES,
  type ChildSessionInfo,
  deviceLimitMessage,
  type StartChildSessionInput,
} from '#shared/child-mode';
import { CHILD_MESSAGES } from '#shared/children.schema';
import { LIMITS } from '#shared/domain';
import { isUuid } from '#shared/ids';
import { childDevicesFor } from '#shared/plans';
import type { LearnFirstState } from '#shared/tutor/learn-api';
import { newChildToken } from './child-credential';
import {
  countActiveSessions,
  endDeviceSession,
  endIdleSessions,
  insertChildSession,
  listActiveSessionContexts,
  lockOwnChildForShare,
} from './child-sessions.repo';
import { HEARTBEAT_SECONDS } from './screen-time.service';

const IDLE_MS = LIMITS.sessionIdleTimeoutMs;

export function sessionInfo(
  context: ChildSessionContext,
  time: ChildTimeCheck,
  learnFirst: LearnFirstState | null,
): ChildSessionInfo {
  const { report, rules } = time;
  const state = report.state;
  const limitMinutes = report.todayLimitMinutes ?? context.child.screenTimeLimit;
  return {
    sessionId: context.session.id,
    status: context.session.sessionStatus,
    child: {
      id: context.child.id,
      name: context.child.name,
      dateOfBirth: context.child.dateOfBirth,
      ageBand: ageBandForDateOfBirth(context.child.dateOfBirth),
      interfaceLanguage: context.child.interfaceLanguage ?? null,
      gamesEnabled: context.child.gamesEnabled,
      avatar: context.child.avatar ?? null,
      searchEnabled: context.child.searchEnabled,
    },
    screenTime: {
      limitMinutes,
      usedSeconds: report.usedTodaySeconds,
      remainingSeconds: state.kind === 'open' ? state.remainingSeconds : 0,
    },
    time: state,
    graceEndsAt: time.graceEndsAt,
    autoplayVideos: rules.autoplayVideos,
    timeZone: timeZoneOf(context),
    heartbeatSeconds: HEARTBEAT_SECONDS,
    exitMode: context.parent.exitPinHash ? 'pin' : 'math',
    learnFirst,
  };
}

export async function startChildSession(
  db: Database,
  parent: SessionUser,
  input: StartChildSessionInput & { deviceId: string; userAgent: string | null },
  now: Date,
  childTime: ChildTimeSource,
): Promise<{ token: string; context: ChildSessionContext; time: ChildTimeCheck }> {
  if (!isUuid(input.childId)) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
  const { token, hash } = newChildToken();
  const sessionId = await db.transaction(async (tx) => {
    // One parent's session starts are serialised on their profile row, so the device limit holds under races.
    const profile = await parentProfileOfUser(tx, parent.id, { lock: 'update' });
    if (!profile) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
    // FOR SHARE: a concurrent deletion of this child waits for the session row (or wins first and we answer 404),
    // never a foreign-key 500 between this check and the insert (found by the generated bad requests).
    const child = await lockOwnChildForShare(tx, parent.id, input.childId);
    if (!child) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
    // Over the Free plan's limit after a downgrade: kept, but locked until an upgrade.
    if (child.locked) throw new AppError('FORBIDDEN', CHILD_MESSAGES.childLocked);
    if (!profile.timeZone && input.timeZone)
      await updateParentProfileOfUser(tx, parent.id, { timeZone: input.timeZone });
    await endIdleSessions(tx, new Date(now.getTime() - IDLE_MS), now, parent.id);
    // Starting again on the same device replaces that device's earlier session.
    await endDeviceSession(tx, parent.id, input.deviceId, now);
    const limit = childDevicesFor(profile.subscriptionTier);
    if ((await countActiveSessions(tx, parent.id)) >= limit) {
      const { key, ...params } = deviceLimitMessage(limit);
      throw new AppError('CONFLICT', key, params);
    }
    const id = await insertChildSession(tx, {
      childId: input.childId,
      parentId: parent.id,
      deviceId: input.deviceId,
      deviceInfo: input.deviceInfo ?? {},
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      tokenHash: hash,
      now,
    });
    if (!id) throw new AppError('INTERNAL', 'couldNotStartChildMode');
    return id;
  });
  const context = await findSessionByTokenHash(db, hash);
  if (!context || context.session.id !== sessionId) throw new AppError('INTERNAL', 'couldNotStartChildMode');
  // Started while the time rules keep child mode closed: the device goes straight to the time-up (or sleep, or
  // pause) screen, which says when it opens again; it carries on by itself when it does.
  const time = await childTime(db, context, now);
  if (!time.allowed) {
    await markSessionTimedOut(db, context.session.id, now);
    context.session.sessionStatus = 'timed_out';
  }
  return { token, context, time };
}

/**
 * The every-minute check: sessions idle for 30 minutes end; active sessions the time rules close (the day's or the
 * week's limit used, outside the allowed window, a pause) become timed_out, even on a device that stopped sending
 * heartbeats, unless their video is finishing within the grace.
 */
export async function sweepChildSessions(
  db: Database,
  now: Date,
  childTime: ChildTimeSource,
): Promise<{ ended: number; timedOut: number }> {
  const ended = await endIdleSessions(db, new Date(now.getTime() - IDLE_MS), now);
  const active = await listActiveSessionContexts(db);
  let timedOut = 0;
  for (const context of active) {
    const time = await childTime(db, context, now, {
      contentId: context.session.graceContentId ?? undefined,
    });
    if (!time.allowed) {
      await markSessionTimedOut(db, context.session.id, now);
      timedOut += 1;
    }
  }
  return { ended: ended.length, timedOut };
}

/** This device's session for the child app, also when closed by the time rules (the time-up screen needs it); 401 when none. */
export async function currentChildSessionInfo(c: Context<AppEnv>): Promise<ChildSessionInfo> {
  const deps = c.get('deps');
  const now = deps.clock();
  const context = await childSessionFrom(c);
  if (!context || context.session.sessionStatus === 'ended') {
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  try {
    const active = await requireActiveChild(c, now, {
      contentId: context.session.graceContentId ?? undefined,
    });
    return sessionInfo(active, active.time, await learnFirstState(deps.db, active, now));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TIME_UP') throw error;
    return sessionInfo(
      context,
      await deps.childTime(deps.db, context, now),
      await learnFirstState(deps.db, context, now),
    );
  }
}
