// What a parent sees and controls about their own children: screen time by period, viewing history, the full
// data export, child-mode settings (time zone, exit PIN) and ending a child session from afar.
import { and, count, desc, eq, gte, lte, max, sql, sum } from 'drizzle-orm';
import {
  type ActivityPage,
  addDays,
  type ChildModeSettings,
  DEFAULT_TIME_ZONE,
  localDay,
  SCREEN_TIME_PERIOD_DAYS,
  type ScreenTimePeriod,
  type ScreenTimeSummary,
  summariseScreenTime,
} from '../../shared/child-mode';
import { LIMITS } from '../../shared/domain';
import { isUuid } from '../../shared/ids';
import { findOwnChild } from '../children';
import type { Database } from '../db/client';
import { children, childSessions } from '../db/schema/children';
import { content, contentViews } from '../db/schema/content';
import { childScreenTime } from '../db/schema/screen-time';
import { parentProfiles } from '../db/schema/users';
import type { AuthService } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/session';
import { thumbnailUrlFor } from '../media/media-urls';

export async function parentTimeZone(db: Database, parentId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: parentProfiles.timeZone })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, parentId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export async function childScreenTimeSummary(
  db: Database,
  parent: SessionUser,
  childId: string,
  period: ScreenTimePeriod,
  now: Date = new Date(),
): Promise<ScreenTimeSummary> {
  const child = await findOwnChild(db, parent, childId);
  const today = localDay(now, await parentTimeZone(db, parent.id));
  const from = addDays(today, -(SCREEN_TIME_PERIOD_DAYS[period] - 1));
  const [used] = await db
    .select({ seconds: sum(childScreenTime.seconds).mapWith(Number) })
    .from(childScreenTime)
    .where(
      and(
        eq(childScreenTime.childId, child.id),
        gte(childScreenTime.day, from),
        lte(childScreenTime.day, today),
      ),
    );
  const [last] = await db
    .select({ at: max(childSessions.lastActiveAt) })
    .from(childSessions)
    .where(eq(childSessions.childId, child.id));
  return summariseScreenTime({
    period,
    dailyLimitMinutes: child.screenTimeLimit,
    usedSeconds: used?.seconds ?? 0,
    lastActivity: last?.at ?? null,
  });
}

const activityColumns = {
  id: contentViews.id,
  contentId: contentViews.contentId,
  title: content.title,
  status: content.status,
  viewDuration: contentViews.viewDuration,
  viewedAt: contentViews.createdAt,
};

function toActivityItem(row: {
  id: string;
  contentId: string;
  title: string;
  status: string;
  viewDuration: number;
  viewedAt: Date;
}) {
  return {
    id: row.id,
    contentId: row.contentId,
    title: row.title,
    // Generated art only (a parent's activity list never loads third-party images), and only while published.
    thumbnailUrl: row.status === 'published' ? thumbnailUrlFor(row.contentId) : null,
    viewDuration: row.viewDuration,
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
  const where = and(
    eq(contentViews.childId, child.id),
    eq(contentViews.isBot, false),
    gte(contentViews.createdAt, new Date(now.getTime() - query.days * 86_400_000)),
  );
  const pageSize = LIMITS.activityPageSize;
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(contentViews).where(where),
    db
      .select(activityColumns)
      .from(contentViews)
      .innerJoin(content, eq(content.id, contentViews.contentId))
      .where(where)
      .orderBy(desc(contentViews.createdAt))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
  ]);
  const count_ = total?.total ?? 0;
  return {
    items: rows.map(toActivityItem),
    page: query.page,
    pageSize,
    total: count_,
    totalPages: Math.max(1, Math.ceil(count_ / pageSize)),
  };
}

/** Activity Monitor: the latest views across all of the parent's children. */
export async function recentActivity(db: Database, parent: SessionUser, limit = 5) {
  const rows = await db
    .select({ ...activityColumns, childId: children.id, childName: children.name })
    .from(contentViews)
    .innerJoin(children, eq(children.id, contentViews.childId))
    .innerJoin(content, eq(content.id, contentViews.contentId))
    .where(and(eq(children.parentId, parent.id), eq(contentViews.isBot, false)))
    .orderBy(desc(contentViews.createdAt))
    .limit(limit);
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
  const [sessions, screenTime, views] = await Promise.all([
    db
      .select({
        id: childSessions.id,
        deviceId: childSessions.deviceId,
        deviceInfo: childSessions.deviceInfo,
        userAgent: childSessions.userAgent,
        status: childSessions.sessionStatus,
        startedAt: childSessions.startedAt,
        lastActiveAt: childSessions.lastActiveAt,
        endedAt: childSessions.endedAt,
      })
      .from(childSessions)
      .where(eq(childSessions.childId, child.id))
      .orderBy(desc(childSessions.startedAt)),
    db
      .select({ day: childScreenTime.day, seconds: childScreenTime.seconds })
      .from(childScreenTime)
      .where(eq(childScreenTime.childId, child.id))
      .orderBy(desc(childScreenTime.day)),
    db
      .select({
        id: contentViews.id,
        contentId: contentViews.contentId,
        title: content.title,
        deviceId: contentViews.deviceId,
        viewDuration: contentViews.viewDuration,
        userAgent: contentViews.userAgent,
        viewedDate: contentViews.viewedDate,
        createdAt: contentViews.createdAt,
      })
      .from(contentViews)
      .innerJoin(content, eq(content.id, contentViews.contentId))
      .where(eq(contentViews.childId, child.id))
      .orderBy(desc(contentViews.createdAt)),
  ]);
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
      createdAt: child.createdAt,
      updatedAt: child.updatedAt,
    },
    childSessions: sessions,
    screenTimeByDay: screenTime,
    viewingHistory: views,
  };
}

export async function childModeSettings(db: Database, parent: SessionUser): Promise<ChildModeSettings> {
  const [profile] = await db
    .select({ pin: parentProfiles.exitPinHash, timeZone: parentProfiles.timeZone })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, parent.id));
  const sessions = await db
    .select({
      id: childSessions.id,
      childId: childSessions.childId,
      childName: children.name,
      deviceInfo: childSessions.deviceInfo,
      startedAt: childSessions.startedAt,
    })
    .from(childSessions)
    .innerJoin(children, eq(children.id, childSessions.childId))
    .where(and(eq(childSessions.parentId, parent.id), eq(childSessions.sessionStatus, 'active')))
    .orderBy(desc(childSessions.startedAt));
  return {
    hasPin: Boolean(profile?.pin),
    timeZone: profile?.timeZone ?? DEFAULT_TIME_ZONE,
    timeZoneSet: Boolean(profile?.timeZone),
    activeSessions: sessions.map((row) => ({ ...row, startedAt: row.startedAt.toISOString() })),
  };
}

async function requireProfile(db: Database, parent: SessionUser) {
  const [profile] = await db
    .select({ id: parentProfiles.id })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, parent.id));
  if (!profile) throw new AppError('NOT_FOUND', 'No profile found');
  return profile;
}

export async function setExitPin(db: Database, auth: AuthService, parent: SessionUser, pin: string | null) {
  const profile = await requireProfile(db, parent);
  const hash = pin === null ? null : await (await auth.$context).password.hash(pin);
  await db
    .update(parentProfiles)
    .set({ exitPinHash: hash, exitFailedAttempts: 0, exitLockedUntil: null, updatedAt: new Date() })
    .where(eq(parentProfiles.id, profile.id));
}

export async function setTimeZone(db: Database, parent: SessionUser, timeZone: string) {
  const profile = await requireProfile(db, parent);
  await db
    .update(parentProfiles)
    .set({ timeZone, updatedAt: new Date() })
    .where(eq(parentProfiles.id, profile.id));
}

/** A parent ends one of their children's sessions from the dashboard (e.g. a lost tablet). */
export async function endChildSession(
  db: Database,
  parent: SessionUser,
  sessionId: string,
  now: Date = new Date(),
) {
  if (!isUuid(sessionId)) throw new AppError('NOT_FOUND', 'Session not found');
  const [row] = await db
    .update(childSessions)
    .set({
      sessionStatus: 'ended',
      endedAt: sql`coalesce(${childSessions.endedAt}, ${now.toISOString()}::timestamptz)`,
      exitAnswer: null,
    })
    .where(and(eq(childSessions.id, sessionId), eq(childSessions.parentId, parent.id)))
    .returning({ id: childSessions.id });
  if (!row) throw new AppError('NOT_FOUND', 'Session not found');
}
