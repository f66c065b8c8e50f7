// The shape of the child-time check the guard asks for on every child request. The check itself is child-mode's
// (it gathers the inputs: rules, seconds used, prayer pauses, a parent's extra time) and is handed to the guard
// through AppDeps (`childTime`), because this platform module imports no feature.
import type { DbOrTx } from '#server/db/client';
import type { ChildTimeReport, TimeInputs, TimeRules } from '#shared/child-time';
import type { ChildSessionContext } from './child-caller.repo';

export type ChildTimeCheck = {
  report: ChildTimeReport;
  rules: TimeRules;
  /** The request may go on: the state is open, or this request's video is finishing within the grace. */
  allowed: boolean;
  /** When the video allowed to finish must have ended (ISO), while a grace runs. */
  graceEndsAt: string | null;
};

/** `playing`: the video the request is about (a heartbeat's, or the video page's), for the grace. */
export type ChildTimeSource = (
  db: DbOrTx,
  context: ChildSessionContext,
  now: Date,
  playing?: { contentId?: string | undefined },
) => Promise<ChildTimeCheck>;

/** A child and its family's clock: what the time rules are read for, with or without a session. */
export type TimeSubject = { child: ChildSessionContext['child']; parent: { timeZone: string | null } };

/**
 * The evaluator's inputs for one child at an instant (child-mode's `loadTimeInputs`, handed in through AppDeps as
 * `childTimeInputs`): for a feature that must know what the clock does to child mode now without importing
 * child-mode (extra time given while bedtime or a pause keeps child mode closed opens it).
 */
export type ChildTimeInputsSource = (db: DbOrTx, subject: TimeSubject, now: Date) => Promise<TimeInputs>;
