// Asking for more time: the child asks (one waiting request at a time, at most three a day), a parent answers once
// (15 minutes, 1 hour, the rest of today, no) or gives extra time unprompted; every write NOTIFYs the family's open
// screens in its transaction. The screen-time rules read the extra time through `grantsForTimeRules`: added to
// the day's limit, and, given while bedtime or a pause kept child mode closed, opening it for that time (033-o).
import { type ChildSessionContext, type SessionUser, type TimeSubject, timeZoneOf } from '#server/access';
import { findOwnChild } from '#server/children';
import type { Database, DbOrTx } from '#server/db/client';
import { isForeignKeyViolation } from '#server/db/errors';
import { parentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import { userById } from '#server/db/repos/users.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError, notFound } from '#server/http/app-error';
import { composeMail, mailLocale } from '#server/mail/mail-texts';
import { configuredSiteName } from '#server/mail/site-name.repo';
import { CHILD_MODE_MESSAGES, DEFAULT_TIME_ZONE } from '#shared/child-mode';
import { type GrantOpening, openingStart, type ScreenTimeGrant, zonedInstant } from '#shared/child-time';
import { isUuid } from '#shared/ids';
import { addDays, localDay } from '#shared/screen-time';
import {
  type ChildTimeRequestStatus,
  type ExtraTimeGift,
  extraTimeOf,
  type ParentTimeRequest,
  TIME_REQUEST_LIMITS,
  TIME_REQUEST_MESSAGES,
  type TimeGrantItem,
  type TimeRequestAnswer,
  type TimeRequestHistory,
  type TimeRequestOrigin,
} from '#shared/time-requests';
import {
  childExportRows,
  emailChoiceOf,
  expireOtherDaysPending,
  findRequestOfParent,
  type GrantRow,
  grantsForRules,
  grantsSince,
  grantTotalOn,
  insertGrant,
  insertRequest,
  lockChildRequests,
  markAnswered,
  notifyChange,
  pendingOfParent,
  requestsOnDay,
  requestsSince,
  saveEmailChoice,
  type TimeRequestRow,
} from './time-requests.repo';

/** The extra time given for `day` (YYYY-MM-DD, the family's day): answers and unprompted gifts added up. */
export async function grantForDay(db: DbOrTx, childId: string, day: string): Promise<ScreenTimeGrant> {
  return grantTotalOn(db, childId, day);
}

/** The longest an opening can run on past the day it was given for (the rest of a day, openings queued after it). */
const OPENING_REACH_MS = 2 * 86_400_000;

/** When extra time that opened child mode stops: its minutes after it opened, or the end of its family day. */
function openingEnd(
  grant: { day: string; extraMinutes: number; restOfDay: boolean; opensAt: Date },
  timeZone: string,
) {
  return grant.restOfDay
    ? zonedInstant(addDays(grant.day, 1), 0, timeZone)
    : new Date(grant.opensAt.getTime() + grant.extraMinutes * 60_000);
}

/**
 * What the screen-time rules read at `now`: the extra time given for today (added to its limits), and the openings
 * (extra time given while bedtime or a pause kept child mode closed) of today and of any day still running.
 */
export async function grantsForTimeRules(
  db: DbOrTx,
  childId: string,
  at: { today: string; now: Date; timeZone: string },
): Promise<{ grant: ScreenTimeGrant; openings: GrantOpening[] }> {
  const rows = await grantsForRules(db, childId, at.today, new Date(at.now.getTime() - OPENING_REACH_MS));
  const todays = rows.filter((row) => row.day === at.today);
  const openings: GrantOpening[] = [];
  for (const row of rows) {
    if (!row.opensAt) continue;
    openings.push({
      startsAt: row.opensAt,
      endsAt: openingEnd({ ...row, opensAt: row.opensAt }, at.timeZone),
      day: row.day,
      extraMinutes: row.extraMinutes,
    });
  }
  return {
    grant: {
      extraMinutes: todays.reduce((sum, row) => sum + row.extraMinutes, 0),
      restOfDay: todays.some((row) => row.restOfDay),
    },
    openings,
  };
}

async function familyTimeZone(db: DbOrTx, parentId: string): Promise<string> {
  return (await parentProfileOfUser(db, parentId))?.timeZone ?? DEFAULT_TIME_ZONE;
}

function toParentRequest(
  row: { request: TimeRequestRow; childName: string },
  opensNow?: boolean,
): ParentTimeRequest {
  const { request } = row;
  return {
    id: request.id,
    childId: request.childId,
    childName: row.childName,
    from: request.origin,
    askedAt: request.askedAt.toISOString(),
    state: request.state,
    answer: request.answer ?? null,
    answeredAt: request.answeredAt?.toISOString() ?? null,
    ...(opensNow === undefined ? {} : { opensNow }),
  };
}

function toGrantItem(row: GrantRow, timeZone: string): TimeGrantItem {
  return {
    id: row.id,
    day: row.day,
    extraMinutes: row.extraMinutes,
    restOfDay: row.restOfDay,
    requestId: row.requestId,
    givenAt: row.givenAt.toISOString(),
    opening: row.opensAt
      ? {
          startsAt: row.opensAt.toISOString(),
          endsAt: openingEnd({ ...row, opensAt: row.opensAt }, timeZone).toISOString(),
        }
      : null,
  };
}

/**
 * Where extra time given now goes (decision 033-o): while bedtime or a pause keeps child mode closed, it opens child
 * mode from now (or after the openings already given) for its time; otherwise null, and it adds to the day's limit.
 */
async function openingFor(
  deps: Pick<AppDeps, 'childTimeInputs'>,
  tx: DbOrTx,
  subject: TimeSubject,
  now: Date,
): Promise<Date | null> {
  return openingStart(await deps.childTimeInputs(tx, subject, now));
}

/** What the child's screen shows: today's latest request, the asks left today, and today's extra time. */
export async function childStatus(db: DbOrTx, childId: string, timeZone: string, now: Date = new Date()) {
  const today = localDay(now, timeZone);
  const todays = await requestsOnDay(db, childId, today);
  const latest = todays[0];
  const status: ChildTimeRequestStatus = {
    latest: latest
      ? {
          id: latest.id,
          state: latest.state,
          answer: latest.answer ?? null,
          askedAt: latest.askedAt.toISOString(),
          answeredAt: latest.answeredAt?.toISOString() ?? null,
        }
      : null,
    asksLeft: Math.max(0, TIME_REQUEST_LIMITS.perChildPerDay - todays.length),
    grant: await grantTotalOn(db, childId, today),
  };
  return status;
}

/** The child session a time request may come from: any but an ended one (Time's Up leaves it timed out). */
export function requireAskingChild(context: ChildSessionContext | null): ChildSessionContext {
  if (!context || context.session.sessionStatus === 'ended') {
    throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
  }
  return context;
}

/**
 * The child asks. Under a lock on the child's requests: another day's unanswered request expires, a waiting one
 * refuses a second (409), the fourth of the day is refused (429). The parent's screens hear of it through the
 * NOTIFY; the e-mail, when the parent chose it, is sent after the commit and never fails the ask.
 */
export async function askForTime(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  context: ChildSessionContext,
  origin: TimeRequestOrigin,
  now: Date = new Date(),
): Promise<ChildTimeRequestStatus> {
  const { db } = deps;
  const childId = context.child.id;
  const parentId = context.session.parentId;
  const timeZone = timeZoneOf(context);
  const today = localDay(now, timeZone);
  await childStillThere(() =>
    db.transaction(async (tx) => {
      await lockChildRequests(tx, childId);
      await expireOtherDaysPending(tx, childId, today);
      const todays = await requestsOnDay(tx, childId, today);
      if (todays.some((request) => request.state === 'pending')) {
        throw new AppError('CONFLICT', TIME_REQUEST_MESSAGES.alreadyPending);
      }
      if (todays.length >= TIME_REQUEST_LIMITS.perChildPerDay) {
        throw new AppError('RATE_LIMITED', TIME_REQUEST_MESSAGES.dailyLimit, {
          params: { max: TIME_REQUEST_LIMITS.perChildPerDay },
        });
      }
      await insertRequest(tx, { childId, day: today, origin, askedAt: now });
      await notifyChange(tx, parentId, childId);
    }),
  );
  void mailParent(deps, parentId, context.child.name);
  return childStatus(db, childId, timeZone, now);
}

/**
 * The parent may delete the child while the child's device is asking (the session was read before the delete): the
 * request's row then points at no child. Answer as a closed session, not a database error.
 */
async function childStillThere<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    throw error;
  }
}

async function mailParent(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  parentId: string,
  childName: string,
) {
  try {
    if (!(await emailChoiceOf(deps.db, parentId))) return;
    const parent = await userById(deps.db, parentId);
    if (!parent) return;
    const site = await configuredSiteName(deps.db, deps.env.SITE_NAME);
    const url = `${deps.env.publicUrl.replace(/\/$/, '')}/dashboard/parent`;
    const mail = composeMail('timeRequest', mailLocale(parent.locale), {
      site,
      url,
      name: parent.name,
      child: childName,
    });
    await deps.mailer.send({ to: parent.email, ...mail });
  } catch (error) {
    deps.logger.error({ err: error }, 'time request e-mail failed');
  }
}

/**
 * Every waiting request of the parent's children (the dashboard's notification), each saying whether a yes now would
 * open child mode at once (bedtime or a pause keeps it closed) or add to the day's limit.
 */
export async function pendingRequests(
  deps: Pick<AppDeps, 'db' | 'childTimeInputs' | 'clock'>,
  parent: SessionUser,
): Promise<ParentTimeRequest[]> {
  const rows = await pendingOfParent(deps.db, parent.id);
  if (rows.length === 0) return [];
  const timeZone = await familyTimeZone(deps.db, parent.id);
  const now = deps.clock();
  return Promise.all(
    rows.map(async (row) =>
      toParentRequest(
        row,
        (await openingFor(deps, deps.db, { child: row.child, parent: { timeZone } }, now)) !== null,
      ),
    ),
  );
}

/**
 * A parent answers a request of one of their children. Two answers at once (two devices) answer it once: the
 * second finds it no longer pending (409). A yes gives its time for the day the child asked on; given while bedtime
 * or a pause keeps child mode closed, that time opens it from now.
 */
export async function answerRequest(
  deps: Pick<AppDeps, 'db' | 'childTimeInputs' | 'clock'>,
  parent: SessionUser,
  requestId: string,
  answer: TimeRequestAnswer,
): Promise<ParentTimeRequest> {
  if (!isUuid(requestId)) throw notFound(TIME_REQUEST_MESSAGES.notFound);
  const { db } = deps;
  const now = deps.clock();
  const timeZone = await familyTimeZone(db, parent.id);
  return db.transaction(async (tx) => {
    const found = await findRequestOfParent(tx, parent.id, requestId);
    // Someone else's request answers exactly like a missing one.
    if (!found) throw notFound(TIME_REQUEST_MESSAGES.notFound);
    await lockChildRequests(tx, found.request.childId);
    const answered = await markAnswered(tx, requestId, { answer, answeredBy: parent.id, answeredAt: now });
    if (!answered) throw new AppError('CONFLICT', TIME_REQUEST_MESSAGES.alreadyAnswered);
    if (answer !== 'no') {
      await insertGrant(tx, {
        childId: answered.childId,
        day: answered.day,
        ...extraTimeOf(answer),
        requestId: answered.id,
        givenBy: parent.id,
        givenAt: now,
        opensAt: await openingFor(deps, tx, { child: found.child, parent: { timeZone } }, now),
      });
    }
    await notifyChange(tx, parent.id, answered.childId);
    return toParentRequest({ request: answered, childName: found.childName });
  });
}

/**
 * Extra time given without being asked, for today in the family's time zone. Under the lock answers take, so gifts
 * and answers given together at bedtime queue their openings one after the other.
 */
export async function giveExtraTime(
  deps: Pick<AppDeps, 'db' | 'childTimeInputs' | 'clock'>,
  parent: SessionUser,
  childId: string,
  gift: ExtraTimeGift,
): Promise<TimeGrantItem> {
  const { db } = deps;
  const now = deps.clock();
  const child = await findOwnChild(db, parent, childId);
  const timeZone = await familyTimeZone(db, parent.id);
  const day = localDay(now, timeZone);
  return db.transaction(async (tx) => {
    await lockChildRequests(tx, child.id);
    const row = await insertGrant(tx, {
      childId: child.id,
      day,
      ...extraTimeOf(gift),
      requestId: null,
      givenBy: parent.id,
      givenAt: now,
      opensAt: await openingFor(deps, tx, { child, parent: { timeZone } }, now),
    });
    await notifyChange(tx, parent.id, child.id);
    return toGrantItem(row, timeZone);
  });
}

/** The child's requests and extra time in the activity history's period. */
export async function requestHistory(
  db: Database,
  parent: SessionUser,
  childId: string,
  days: number,
  now: Date = new Date(),
): Promise<TimeRequestHistory> {
  const child = await findOwnChild(db, parent, childId);
  const since = new Date(now.getTime() - days * 86_400_000);
  const [requests, grants, timeZone] = await Promise.all([
    requestsSince(db, child.id, since),
    grantsSince(db, child.id, since),
    familyTimeZone(db, parent.id),
  ]);
  return {
    requests: requests.map((row) => toParentRequest(row)),
    grants: grants.map((row) => toGrantItem(row, timeZone)),
  };
}

export async function emailSetting(db: DbOrTx, parent: SessionUser) {
  return { emailOnRequest: await emailChoiceOf(db, parent.id) };
}

export async function saveEmailSetting(db: DbOrTx, parent: SessionUser, emailOnRequest: boolean) {
  await saveEmailChoice(db, parent.id, emailOnRequest);
  return { emailOnRequest };
}

/** Everything stored about one child's requests and extra time (the family's data export; the caller checked the child). */
export async function timeRequestsExport(db: DbOrTx, childId: string) {
  return childExportRows(db, childId);
}
