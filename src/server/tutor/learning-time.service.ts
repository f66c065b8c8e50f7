// Learning time and "learn first". A heartbeat that names a lesson (child-mode's heartbeat) adds its seconds to the
// day's screen time as always and, in the same transaction, to the day's learning time here. "Learn first": when the
// parent set minutes of learning before videos, the child's video endpoints refuse (403 LEARN_FIRST) until today's
// learning reaches them. Games stay open: the gate is about what a child watches first (decision 035-l).
import { type ChildSessionContext, timeZoneOf } from '#server/access';
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { isUuid } from '#shared/ids';
import { localDay } from '#shared/screen-time';
import type { LearnFirstState } from '#shared/tutor/learn-api';
import { TUTOR_MESSAGES } from '#shared/tutor/learn-messages';
import { lessonsPerDay } from './learner';
import {
  addLearningSeconds,
  latestOpenLesson,
  learningSecondsOn,
  lessonOfChild,
  lessonsStartedOn,
} from './tutor.repo';

/**
 * Null when "learn first" is off for the child. The videos open when today's learning reaches the parent's minutes,
 * or, on a plan with a daily number of lessons, when today's lessons are all started and finished: a child cannot
 * learn more today, so the videos are not kept shut by the plan.
 */
export async function learnFirstState(
  db: DbOrTx,
  context: Pick<ChildSessionContext, 'child' | 'parent'>,
  now: Date,
): Promise<LearnFirstState | null> {
  const minutes = context.child.learnFirstMinutes;
  if (minutes <= 0) return null;
  const childId = context.child.id;
  const day = localDay(now, timeZoneOf(context));
  const learnedSeconds = await learningSecondsOn(db, childId, day);
  let videosOpen = learnedSeconds >= minutes * 60;
  const allowed = lessonsPerDay(context.parent.subscriptionTier);
  if (!videosOpen && allowed !== null) {
    const allUsed = (await lessonsStartedOn(db, childId, day)) >= allowed;
    videosOpen = allUsed && !(await latestOpenLesson(db, childId, day));
  }
  return { minutes, learnedSeconds, videosOpen };
}

/** The gate of every child video endpoint: 403 `LEARN_FIRST` with the minutes still to learn today. */
export async function requireVideosOpen(
  db: DbOrTx,
  context: Pick<ChildSessionContext, 'child' | 'parent'>,
  now: Date,
): Promise<void> {
  const state = await learnFirstState(db, context, now);
  if (!state || state.videosOpen) return;
  const minutes = Math.max(1, Math.ceil((state.minutes * 60 - state.learnedSeconds) / 60));
  throw new AppError('LEARN_FIRST', TUTOR_MESSAGES.learnFirst, { params: { minutes } });
}

/**
 * Checks a heartbeat's lesson before its seconds are counted: the child's own lesson, of today (the family's day).
 * Anything else is refused and the beat counts as neither screen time nor learning (404).
 */
export async function requireLessonForHeartbeat(
  db: DbOrTx,
  context: Pick<ChildSessionContext, 'child' | 'parent'>,
  lessonId: string,
  now: Date,
): Promise<void> {
  const lesson = isUuid(lessonId) ? await lessonOfChild(db, context.child.id, lessonId) : undefined;
  if (!lesson) throw new AppError('NOT_FOUND', TUTOR_MESSAGES.lessonNotFound);
  if (lesson.day !== localDay(now, timeZoneOf(context))) {
    throw new AppError('NOT_FOUND', TUTOR_MESSAGES.lessonNotToday);
  }
}

/** Adds a heartbeat's seconds to the day's learning time, inside the heartbeat's transaction. */
export async function addLearningTime(
  tx: DbOrTx,
  childId: string,
  day: string,
  seconds: number,
  now: Date,
): Promise<void> {
  if (seconds > 0) await addLearningSeconds(tx, childId, day, seconds, now);
}
