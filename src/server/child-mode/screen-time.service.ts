// Daily screen time: the child's day in the parent's time zone, and heartbeats that add the real time passed per
// child per day across devices (a lesson's beats to the day's learning time too, the Tutor's) (a session the time rules close becomes timed_out; child-time.service.ts).

import {
  type ChildSessionContext,
  type ChildTimeSource,
  markSessionTimedOut,
  timeZoneOf,
} from '#server/access';
import type { Database } from '#server/db/client';
import { retryOnConflict } from '#server/db/errors';
import { AppError } from '#server/http/app-error';
import { addLearningTime } from '#server/tutor';
import { CHILD_MODE_MESSAGES, type HeartbeatResult } from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import type { GameId } from '#shared/games';
import { heartbeatCredit, localDay } from '#shared/screen-time';
import { addToGameSession } from './child-games.repo';
import { addSecondsToRecentView } from './content-views.repo';
import { addUsedSeconds, lockSessionHeartbeat, setLastHeartbeat } from './screen-time.repo';

export const HEARTBEAT_SECONDS = LIMITS.childHeartbeatSeconds;
/** Game heartbeats within this gap of the previous one continue the same stretch of play. */
export const GAME_SESSION_GAP_MS = 10 * 60_000;

/** What is on screen while the heartbeat is sent: a video, a game being played, or neither. */
export type HeartbeatSubject = {
  contentId?: string;
  gameId?: GameId;
  /** A Tutor lesson (checked by the route: the child's own, of today). */
  lessonId?: string;
  watchedSeconds?: number;
};

/**
 * Adds the real time since this session's previous heartbeat (at most one interval) to the child's day, and
 * the same seconds to the view being watched or the game being played (exactly the same clock). Heartbeats of one
 * session are serialised by a row lock, so a burst of forged heartbeats adds no more than the time that really
 * passed. The answer is the time rules' state after this beat: a session they close becomes timed_out, unless its
 * video is finishing within the grace.
 */
export async function recordHeartbeat(
  db: Database,
  context: ChildSessionContext,
  subject: HeartbeatSubject,
  now: Date,
  childTime: ChildTimeSource,
): Promise<HeartbeatResult> {
  const { contentId, gameId, lessonId } = subject;
  const day = localDay(now, timeZoneOf(context));
  await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const locked = await lockSessionHeartbeat(tx, context.session.id);
      // Gone since the request was authenticated (the parent deleted the child): the device is no longer in child mode.
      if (!locked) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
      const credit = heartbeatCredit(locked.lastHeartbeatAt ?? null, now, HEARTBEAT_SECONDS);
      await setLastHeartbeat(tx, context.session.id, now, contentId ?? null);
      if (credit === 0) return;
      if (contentId) {
        // The player's own count when it sends one (a paused video or the minutes before Play are not watching),
        // bounded by the time that really passed.
        const watched =
          subject.watchedSeconds === undefined ? credit : Math.min(credit, subject.watchedSeconds);
        const since = new Date(now.getTime() - LIMITS.viewCooldownMs);
        if (watched > 0) await addSecondsToRecentView(tx, context.child.id, contentId, since, watched);
      } else if (gameId) {
        const since = new Date(now.getTime() - GAME_SESSION_GAP_MS);
        await addToGameSession(tx, { childId: context.child.id, gameId, seconds: credit, since, now });
      } else if (lessonId) {
        // Learning is time on a screen (the screen-time line below) and its own activity of the day.
        await addLearningTime(tx, context.child.id, day, credit, now);
      }
      await addUsedSeconds(tx, context.child.id, day, credit, now);
    }),
  );
  context.session.lastContentId = contentId ?? null;
  const time = await childTime(db, context, now, { contentId });
  const usedSeconds = time.report.usedTodaySeconds;
  const state = time.report.state;
  if (!time.allowed) {
    await markSessionTimedOut(db, context.session.id, now);
    return { status: 'timed_out', usedSeconds, remainingSeconds: 0, state, graceEndsAt: null };
  }
  const remainingSeconds = state.kind === 'open' ? (state.remainingSeconds ?? null) : 0;
  return { status: 'active', usedSeconds, remainingSeconds, state, graceEndsAt: time.graceEndsAt };
}
