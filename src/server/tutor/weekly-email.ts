// The weekly learning e-mail: each family who chose it gets, once a week, per child the minutes learned, the skills
// mastered and what to practise next, in the parent's language. An hourly pg-boss schedule sends a family's mail on
// their Monday from 08:00 (their time zone) about the week that just ended; the week is recorded in the same
// transaction as the send, so a retried or repeated job never sends it twice, and a failed send is tried again.

import type { Database } from '#server/db/client';
import { retryOnConflict } from '#server/db/errors';
import { weeklyLearningEmailFamilies } from '#server/db/repos/parent-profiles.repo';
import type { AppDeps } from '#server/http/app-env';
import type { JobDefinition } from '#server/jobs/job-queue';
import { composeMail, learningLine, mailLocale } from '#server/mail/mail-texts';
import { configuredSiteName } from '#server/mail/site-name.repo';
import { DEFAULT_TIME_ZONE } from '#shared/child-mode';
import { weekdayIndex, weekStart } from '#shared/child-time';
import type { Locale } from '#shared/locales';
import { addDays, localDay } from '#shared/screen-time';
import { SUBJECTS } from '#shared/tutor/exercise';
import { skillTitle } from '#shared/tutor/skill-titles';
import { wallClock } from '#shared/zoned-clock';
import { statesBySubject, tutorBand } from './learner';
import { practiseNextIds } from './progress';
import { learningWeek } from './report.service';
import { childrenOfParent, claimLearningEmailWeek, learnerStatesOf, lessonsBetween } from './tutor.repo';

/** The family's local hour on Monday from which the week's e-mail goes out. */
const SEND_FROM_HOUR = 8;
const PRACTISE_NEXT_IN_MAIL = 3;

type Family = Awaited<ReturnType<typeof weeklyLearningEmailFamilies>>[number];

/** The Monday of the week just ended, when it is the family's Monday after the sending hour; else null. */
export function weekToSend(now: Date, timeZone: string): string | null {
  const today = localDay(now, timeZone);
  if (weekdayIndex(today) !== 0 || wallClock(now, timeZone).hour < SEND_FROM_HOUR) return null;
  return addDays(weekStart(today), -7);
}

async function childSection(
  db: Database,
  child: { id: string; name: string; dateOfBirth: string },
  week: { from: string; timeZone: string },
  locale: Locale,
  now: Date,
): Promise<string> {
  const { seconds } = await learningWeek(db, child.id, week.timeZone, week.from);
  const lessons = await lessonsBetween(db, child.id, week.from, addDays(week.from, 6));
  const mastered = [...new Set(lessons.flatMap((l) => l.answers.flatMap((a) => a.newlyMastered)))];
  const band = tutorBand(child.dateOfBirth, now);
  const states = statesBySubject(await learnerStatesOf(db, child.id));
  const next = SUBJECTS.filter((subject) => Object.keys(states[subject].state.skills).length > 0)
    .flatMap((subject) => practiseNextIds(subject, band, states[subject].state, now))
    .slice(0, PRACTISE_NEXT_IN_MAIL);
  const list = (ids: string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(ids.map((id) => skillTitle(id, locale)));
  return [
    learningLine(locale, 'child', {
      child: child.name,
      minutes: new Intl.NumberFormat(locale).format(Math.round(seconds / 60)),
    }),
    mastered.length > 0
      ? learningLine(locale, 'mastered', { skills: list(mastered) })
      : learningLine(locale, 'noneMastered', {}),
    next.length > 0
      ? learningLine(locale, 'next', { skills: list(next) })
      : learningLine(locale, 'nothingNext', {}),
  ].join('\n');
}

async function sendToFamily(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>,
  family: Family,
  weekFrom: string,
  site: string,
  now: Date,
): Promise<boolean> {
  const kids = await childrenOfParent(deps.db, family.userId);
  if (kids.length === 0) return false;
  const locale = mailLocale(family.locale);
  const timeZone = family.timeZone ?? DEFAULT_TIME_ZONE;
  const sections: string[] = [];
  for (const child of kids) {
    sections.push(await childSection(deps.db, child, { from: weekFrom, timeZone }, locale, now));
  }
  const mail = composeMail('learningWeekly', locale, {
    site,
    name: family.name,
    url: `${deps.env.publicUrl.replace(/\/$/, '')}/dashboard/parent`,
    summary: sections.join('\n\n'),
  });
  return retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      // The claim holds the week's row until the send is done: a parallel run waits, then finds it sent.
      if (!(await claimLearningEmailWeek(tx, family.userId, weekFrom, now))) return false;
      await deps.mailer.send({ to: family.email, ...mail });
      return true;
    }),
  );
}

/**
 * Sends every family whose Monday it is (after 08:00 in their zone) the e-mail about the week that ended, unless
 * it was sent already. Returns how many were sent; one family's failed send is logged and does not stop the rest.
 */
export async function sendWeeklyLearningEmails(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  now: Date,
): Promise<number> {
  const families = await weeklyLearningEmailFamilies(deps.db);
  if (families.length === 0) return 0;
  const site = await configuredSiteName(deps.db, deps.env.SITE_NAME);
  let sent = 0;
  for (const family of families) {
    const week = weekToSend(now, family.timeZone ?? DEFAULT_TIME_ZONE);
    if (!week) continue;
    try {
      if (await sendToFamily(deps, family, week, site, now)) sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, parentId: family.userId }, 'weekly learning e-mail failed');
    }
  }
  return sent;
}

export const TUTOR_JOBS: readonly JobDefinition[] = [
  {
    name: 'tutor-weekly-learning-email',
    policy: 'singleton',
    // Hourly: each family's Monday morning comes in its own time zone.
    cron: '5 * * * *',
    handler: async (_data, deps) => {
      const sent = await sendWeeklyLearningEmails(deps, deps.clock());
      if (sent) deps.logger.info({ sent }, 'weekly learning e-mails sent');
    },
  },
];
