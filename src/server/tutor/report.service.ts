// The parent's side of the Tutor: one child's learning report (the family's week, the path per subject with the
// two short lists, in the parent's language), the "learn first" minutes, and the family's weekly e-mail switch.
import type { SessionUser } from '#server/access';
import { findOwnChild } from '#server/children';
import type { Database } from '#server/db/client';
import { parentProfileOfUser, updateParentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import { DEFAULT_TIME_ZONE } from '#shared/child-mode';
import { weekStart } from '#shared/child-time';
import type { Locale } from '#shared/locales';
import { addDays, localDay } from '#shared/screen-time';
import { SUBJECTS } from '#shared/tutor/exercise';
import type { ChildLearningReport, LearningSettingsInput } from '#shared/tutor/learn-api';
import { lessonsPerDay, statesBySubject, tutorBand } from './learner';
import { goingWellIds, learnSubject, practiseNextIds, titlesOf } from './progress';
import { learnerStatesOf, learningSecondsBetween, setLearnFirstMinutes } from './tutor.repo';

/** The seven days (Monday first) of the family's week that holds `now`, with each day's learning seconds. */
export async function learningWeek(db: Database, childId: string, timeZone: string, weekOf: string) {
  const from = weekStart(weekOf);
  const to = addDays(from, 6);
  const rows = await learningSecondsBetween(db, childId, from, to);
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(from, i);
    return { day, seconds: rows.find((r) => r.day === day)?.seconds ?? 0 };
  });
  return { from, to, days, seconds: days.reduce((sum, d) => sum + d.seconds, 0), timeZone };
}

export async function learningReport(
  db: Database,
  parent: SessionUser,
  childId: string,
  locale: Locale,
  now: Date,
): Promise<ChildLearningReport> {
  const child = await findOwnChild(db, parent, childId);
  const profile = await parentProfileOfUser(db, parent.id);
  const timeZone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  const week = await learningWeek(db, child.id, timeZone, localDay(now, timeZone));
  const band = tutorBand(child.dateOfBirth, now);
  const states = statesBySubject(await learnerStatesOf(db, child.id));
  return {
    childId: child.id,
    weekSeconds: week.seconds,
    days: week.days,
    subjects: SUBJECTS.map((subject) => {
      const { state, stars } = states[subject];
      return {
        ...learnSubject({ subject, band, state, stars, locale, now }),
        goingWell: titlesOf(goingWellIds(subject, band, state), locale),
        practiseNext: titlesOf(practiseNextIds(subject, band, state, now), locale),
      };
    }),
    learnFirstMinutes: child.learnFirstMinutes,
    weeklyEmail: profile?.weeklyLearningEmail ?? false,
    lessonsPerDay: lessonsPerDay(profile?.subscriptionTier),
  };
}

export async function saveLearningSettings(
  db: Database,
  parent: SessionUser,
  childId: string,
  { learnFirstMinutes }: LearningSettingsInput,
  locale: Locale,
  now: Date,
): Promise<ChildLearningReport> {
  const child = await findOwnChild(db, parent, childId);
  await setLearnFirstMinutes(db, child.id, learnFirstMinutes);
  return learningReport(db, parent, child.id, locale, now);
}

export async function saveLearningEmail(
  db: Database,
  parent: SessionUser,
  weeklyEmail: boolean,
): Promise<{ weeklyEmail: boolean }> {
  await updateParentProfileOfUser(db, parent.id, { weeklyLearningEmail: weeklyEmail });
  const profile = await parentProfileOfUser(db, parent.id);
  return { weeklyEmail: profile?.weeklyLearningEmail ?? false };
}
