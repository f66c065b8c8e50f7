// Asking for more time: the child asks (one waiting request at a time, at most three a day), a parent answers once
// (15 minutes, 1 hour, the rest of today, no) or gives extra time unprompted; every write NOTIFYs the family's open
// screens in its transaction. The extra time of a day is `grantForDay`, which the screen-time rules add to the limit.
import { type ChildSessionContext, type SessionUser, timeZoneOf } from '#server/access';
import { findOwnChild } from '#server/children';
import type { Database, DbOrTx } from '#server/db/client';
import { parentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import { userById } from '#server/db/repos/users.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError, notFound } from '#server/http/app-error';
import { composeMail, mailLocale } from '#server/mail/mail-texts';
import { configuredSiteName } from '#server/mail/site-name.repo';
import { CHILD_MODE_MESSAGES, DEFAULT_TIME_ZONE } from '#shared/child-mode';
import type { ScreenTimeGrant } from '#shared/child-time';
import { isUuid } from '#shared/ids';
import { localDay } from '#shared/screen-time';
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

async function familyTimeZone(db: DbOrTx, parentId: string): Promise<string> {
  return (await parentProfileOfUser(db, parentId))?.timeZone ?? DEFAULT_TIME_ZONE;
}

function toParentRequest(row: { request: TimeRequestRow; childName: string }): ParentTimeRequest {
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
  };
}

function toGrantItem(row: GrantRow): TimeGrantItem {
  return {
    id: row.id,
    day: row.day,
    extraMinutes: row.extraMinutes,
    restOfDay: row.restOfDay,
    requestId: row.requestId,
    givenAt: row.givenAt.toISOString(),
  };
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
  await db.transaction(async (tx) => {
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
  });
  void mailParent(deps, parentId, context.child.name);
  return childStatus(db, childId, timeZone, now);
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

/** Every waiting request of the parent's children (the dashboard's notification). */
export async function pendingRequests(db: DbOrTx, parent: SessionUser): Promise<ParentTimeRequest[]> {
  return (await pendingOfParent(db, parent.id)).map(toParentRequest);
}

/**
 * A parent answers a request of one of their children. Two answers at once (two devices) answer it once: the
 * second finds it no longer pending (409). A yes gives its time for the day the child asked on.
 */
export async function answerRequest(
  db: Database,
  parent: SessionUser,
  requestId: string,
  answer: TimeRequestAnswer,
  now: Date = new Date(),
): Promise<ParentTimeRequest> {
  if (!isUuid(requestId)) throw notFound(TIME_REQUEST_MESSAGES.notFound);
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
      });
    }
    await notifyChange(tx, parent.id, answered.childId);
    return toParentRequest({ request: answered, childName: found.childName });
  });
}

/** Extra time given without being asked, for today in the family's time zone. */
export async function giveExtraTime(
  db: Database,
  parent: SessionUser,
  childId: string,
  gift: ExtraTimeGift,
  now: Date = new Date(),
): Promise<TimeGrantItem> {
  const child = await findOwnChild(db, parent, childId);
  const day = localDay(now, await familyTimeZone(db, parent.id));
  return db.transaction(async (tx) => {
    const row = await insertGrant(tx, {
      childId: child.id,
      day,
      ...extraTimeOf(gift),
      requestId: null,
      givenBy: parent.id,
      givenAt: now,
    });
    await notifyChange(tx, parent.id, child.id);
    return toGrantItem(row);
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
  const [requests, grants] = await Promise.all([
    requestsSince(db, child.id, since),
    grantsSince(db, child.id, since),
  ]);
  return { requests: requests.map(toParentRequest), grants: grants.map(toGrantItem) };
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
