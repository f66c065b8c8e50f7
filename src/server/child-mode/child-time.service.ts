// The child's time rules applied: what the evaluator (shared/child-time.ts) is given for a session at an instant,
// and the grace that lets a video started before a boundary finish. The child guard asks this through AppDeps
// (`childTime`) on every child request; heartbeats, the session answer and the every-minute sweep use it too.
import { type ChildSessionContext, type ChildTimeCheck, type TimeSubject, timeZoneOf } from '#server/access';
import type { DbOrTx } from '#server/db/client';
import { prayerPausesOn } from '#server/prayer-times';
import { grantsForTimeRules } from '#server/time-requests';
import { evaluateChildTime, type TimeInputs, timeRulesFrom, weekStart } from '#shared/child-time';
import { localDay } from '#shared/screen-time';
import { clearGrace, startGrace, usedSecondsTodayAndWeek } from './screen-time.repo';

/**
 * Everything the evaluator needs for one child at `now`: the rules on the child's row, the seconds used today and
 * this week (all devices), the day's prayer pauses and the parent's extra time (the day's, and the openings: extra
 * time given while the clock kept child mode closed).
 */
export async function loadTimeInputs(db: DbOrTx, context: TimeSubject, now: Date): Promise<TimeInputs> {
  const timeZone = timeZoneOf(context);
  const today = localDay(now, timeZone);
  const [used, pauses, { grant, openings }] = await Promise.all([
    usedSecondsTodayAndWeek(db, context.child.id, weekStart(today), today),
    prayerPausesOn(db, context.child.parentId, today, timeZone),
    grantsForTimeRules(db, context.child.id, { today, now, timeZone }),
  ]);
  return {
    now,
    timeZone,
    rules: timeRulesFrom(context.child),
    usedTodaySeconds: used.today,
    usedWeekSeconds: used.week,
    pauses,
    grant,
    openings,
  };
}

/**
 * What child mode may do now for this session. Closed (time up, sleep, a pause) → not allowed, unless the request
 * is about the video the session was already playing when it closed and the parent gives a grace: that one video
 * may go on until the grace ends (started once per closed stretch, then nothing new starts).
 */
export async function checkChildTime(
  db: DbOrTx,
  context: ChildSessionContext,
  now: Date,
  playing: { contentId?: string | undefined } = {},
): Promise<ChildTimeCheck> {
  const inputs = await loadTimeInputs(db, context, now);
  const report = evaluateChildTime(inputs);
  const { rules } = inputs;
  const { session } = context;
  if (report.state.kind === 'open') {
    if (session.graceUntil) {
      await clearGrace(db, session.id);
      session.graceUntil = null;
      session.graceContentId = null;
    }
    return { report, rules, allowed: true, graceEndsAt: null };
  }
  const canStart =
    !session.graceUntil &&
    rules.graceMinutes > 0 &&
    session.sessionStatus === 'active' &&
    !!playing.contentId &&
    playing.contentId === session.lastContentId;
  if (canStart && playing.contentId) {
    // Beats arriving together at the boundary: the first starts the grace, the others find it started.
    const grace = await startGrace(
      db,
      session.id,
      playing.contentId,
      new Date(now.getTime() + rules.graceMinutes * 60_000),
    );
    session.graceContentId = grace.graceContentId;
    session.graceUntil = grace.graceUntil;
  }
  if (!session.graceUntil) return { report, rules, allowed: false, graceEndsAt: null };
  const running = session.graceUntil.getTime() > now.getTime();
  return {
    report,
    rules,
    allowed: running && !!playing.contentId && playing.contentId === session.graceContentId,
    graceEndsAt: running ? session.graceUntil.toISOString() : null,
  };
}
