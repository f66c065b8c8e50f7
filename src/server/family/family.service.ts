// What a parent sees and controls about their own children: screen time by period, viewing history, the full
// data export, child-mode settings (time zone, exit PIN) and ending a child session from afar.

import type { SessionUser } from '#server/access';
import { thumbnailUrlFor } from '#server/catalog';
import { findOwnChild } from '#server/children';
import type { Database } from '#server/db/client';
import { parentProfileOfUser, updateParentProfile } from '#server/db/repos/parent-profiles.repo';
import type { AuthService } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { childLibraryRows } from '#server/library';
import { grantForDay, timeRequestsExport } from '#server/time-requests';
import { tutorExport } from '#server/tutor';
import { tutorHelperExport } from '#server/tutor-helper';
import type { ActivityPage, GameActivity } from '#shared/activity.schema';
import { type ChildModeSettings, DEFAULT_TIME_ZONE } from '#shared/child-mode';
import { dayLimitMinutes, timeRulesFrom, weekdayIndex, weekStart } from '#shared/child-time';
import { LIMITS } from '#shared/domain';
import { isUuid } from '#shared/ids';
import { pageCount } from '#shared/pager';
import {
  addDays,
  localDay,
  SCREEN_TIME_PERIOD_DAYS,
  type ScreenTimePeriod,
  type ScreenTimeSummary,
  summariseScreenTime,
} from '#shared/screen-time';
import type { AudioMix } from '#shared/soundtracks';
import {
  activeSessionsOfParent,
  childActivityPage,
  childExportRows,
  childGameExportRows,
  childGameSessionsSince,
  endSessionOfParent,
  lastActivityOfChild,
  recentViewsOfParent,
  screenTimeSeconds,
} from './family.repo';

export async function parentTimeZone(db: Database, parentId: string): Promise<string> {
  return (await parentProfileOfUser(db, parentId))?.timeZone ?? DEFAULT_TIME_ZONE;
}

export async function childScreenTimeSummary(
  db: Database,
  parent: SessionUser,
  childId: string,
  period: ScreenTimePeriod,
  now: Date,
): Promise<ScreenTimeSummary> {
  const child = await findOwnChild(db, parent, childId);
  const rules = timeRulesFrom(child);
  const today = localDay(now, await parentTimeZone(db, parent.id));
  const days = SCREEN_TIME_PERIOD_DAYS[period];
  const from = addDays(today, -(days - 1));
  const usedSeconds = await screenTimeSeconds(db, child.id, from, today);
  const lastActivity = await lastActivityOfChild(db, child.id);
  // The period's limit is the sum of its days' own limits (school days and weekends may differ).
  let periodLimitMinutes = 0;
  for (let back = 0; back < days; back += 1) {
    periodLimitMinutes += dayLimitMinutes(rules, weekdayIndex(addDays(today, -back)));
  }
  const weekly =
    rules.weeklyLimitMinutes === null
      ? null
      : {
          limitMinutes: rules.weeklyLimitMinutes,
          usedSeconds: await screenTimeSeconds(db, child.id, weekStart(today), today),
        };
  // Extra time a parent gave for today is part of what is left today (the Login as dialog promises no less, no more).
  const extraToday = period === 'today' ? await grantForDay(db, child.id, today) : undefined;
  return summariseScreenTime({
    period,
    dailyLimitMinutes: dayLimitMinutes(rules, weekdayIndex(today)),
    periodLimitMinutes,
    usedSeconds,
    lastActivity,
    weekly,
    ...(extraToday ? { extraToday } : {}),
  });
}

function toActivityItem(row: {
  id: string;
  contentId: string;
  title: string;
  status: string;
  viewDuration: number;
  audioMix: AudioMix;
  viewedAt: Date;
}) {
  return {
    id: row.id,
    contentId: row.contentId,
    title: row.title,
    // Generated art only (a parent's activity list never loads third-party images), and only while published.
    thumbnailUrl: row.status === 'published' ? thumbnailUrlFor(row.contentId) : null,
    viewDuration: row.viewDuration,
    audioMix: row.audioMix,
    viewedAt: row.viewedAt.toISOString(),
  };
}

/** The child's viewing history in the period (bot views excluded), newest first, 10 per page. */
export async function childActivity(
  db: Database,
  parent: SessionUser,
  childId: string,
  query: { days: number; page: number },
  now: Date = new Date(),
): Promise<ActivityPage> {
  const child = await findOwnChild(db, parent, childId);
  const pageSize = LIMITS.activityPageSize;
  const { total: count_, rows } = await childActivityPage(
    db,
    child.id,
    new Date(now.getTime() - query.days * 86_400_000),
    { limit: pageSize, offset: (query.page - 1) * pageSize },
  );
  return {
    items: rows.map(toActivityItem),
    page: query.page,
    pageSize,
    total: count_,
    totalPages: pageCount(count_, pageSize),
  };
}

const GAME_ACTIVITY_ITEMS = 20;

/** "What my child played": the child's latest game sessions in the period and the totals per game. */
export async function childGameActivity(
  db: Database,
  parent: SessionUser,
  childId: string,
  days: number,
  now: Date = new Date(),
): Promise<GameActivity> {
  const child = await findOwnChild(db, parent, childId);
  const since = new Date(now.getTime() - days * 86_400_000);
  const { items, totals } = await childGameSessionsSince(db, child.id, since, GAME_ACTIVITY_ITEMS);
  return {
    items: items.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      lastPlayedAt: row.lastPlayedAt.toISOString(),
    })),
    totals: totals.map((row) => ({
      gameId: row.gameId,
      seconds: row.seconds ?? 0,
      sessions: row.sessions,
      bestScore: row.bestScore ?? null,
    })),
  };
}

/** Activity Monitor: the latest views across all of the parent's children. */
export async function recentActivity(db: Database, parent: SessionUser, limit = 5) {
  const rows = await recentViewsOfParent(db, parent.id, limit);
  return rows.map((row) => ({ ...toActivityItem(row), childId: row.childId, childName: row.childName }));
}

/** Everything stored about one child, as one JSON document (family data rights). */
export async function exportChild(
  db: Database,
  parent: SessionUser,
  childId: string,
  now: Date = new Date(),
) {
  const child = await findOwnChild(db, parent, childId);
  const { sessions, screenTime, views } = await childExportRows(db, child.id);
  const games = await childGameExportRows(db, child.id);
  return {
    exportedAt: now.toISOString(),
    child: {
      id: child.id,
      name: child.name,
      dateOfBirth: child.dateOfBirth,
      screenTimeLimitMinutes: child.screenTimeLimit,
      restrictionLevel: child.contentRestrictions.level,
      allowedCategories: child.allowedCategories,
      musicAllowed: child.musicAllowed,
      valuesFilter: child.valuesFilter,
      gamesEnabled: child.gamesEnabled,
      avatar: child.avatar,
      searchEnabled: child.searchEnabled,
      learnFirstMinutes: child.learnFirstMinutes,
      createdAt: child.createdAt,
      updatedAt: child.updatedAt,
    },
    childSessions: sessions,
    screenTimeByDay: screenTime,
    viewingHistory: views,
    gameSessions: games.sessions,
    gameScores: games.scores,
    tvLibrary: await childLibraryRows(db, child.id),
    timeRequests: await timeRequestsExport(db, child.id),
    tutorHelperExchanges: await tutorHelperExport(db, child.id),
    tutor: await tutorExport(db, child.id),
  };
}

export async function childModeSettings(db: Database, parent: SessionUser): Promise<ChildModeSettings> {
  const profile = await parentProfileOfUser(db, parent.id);
  const sessions = await activeSessionsOfParent(db, parent.id);
  return {
    hasPin: Boolean(profile?.exitPinHash),
    timeZone: profile?.timeZone ?? DEFAULT_TIME_ZONE,
    timeZoneSet: Boolean(profile?.timeZone),
    activeSessions: sessions.map((row) => ({ ...row, startedAt: row.startedAt.toISOString() })),
  };
}

async function requireProfile(db: Database, parent: SessionUser) {
  const profile = await parentProfileOfUser(db, parent.id);
  if (!profile) throw new AppError('NOT_FOUND', 'noProfileFound');
  return profile;
}

export async function setExitPin(db: Database, auth: AuthService, parent: SessionUser, pin: string | null) {
  const profile = await requireProfile(db, parent);
  const hash = pin === null ? null : await (await auth.$context).password.hash(pin);
  // A new PIN (or none) also clears the failed attempts and any lock-out.
  await updateParentProfile(db, profile.id, {
    exitPinHash: hash,
    exitFailedAttempts: 0,
    exitLockedUntil: null,
  });
}

export async function setTimeZone(db: Database, parent: SessionUser, timeZone: string) {
  const profile = await requireProfile(db, parent);
  await updateParentProfile(db, profile.id, { timeZone });
}

/** A parent ends one of their children's sessions from the dashboard (e.g. a lost tablet). */
export async function endChildSession(
  db: Database,
  parent: SessionUser,
  sessionId: string,
  now: Date = new Date(),
) {
  if (!isUuid(sessionId)) throw new AppError('NOT_FOUND', 'sessionNotFound');
  if (!(await endSessionOfParent(db, sessionId, parent.id, now)))
    throw new AppError('NOT_FOUND', 'sessionNotFound');
}
