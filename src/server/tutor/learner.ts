// What the Tutor reads about a child before it plans, checks or reports: the engine's band from their age, the
// language of their exercises, their plan's daily lessons, and their learner state per subject read back through its
// schema (a state that does not parse starts again empty rather than failing the child's lesson).
import type { ChildSessionContext } from '#server/access';
import { ageBandForDateOfBirth } from '#shared/age-band';
import type { SubscriptionTier } from '#shared/domain';
import { DEFAULT_LOCALE, type Locale } from '#shared/locales';
import { planForTier } from '#shared/plans';
import type { Band } from '#shared/tutor/curriculum';
import { emptyLearnerState, type LearnerState, learnerStateSchema } from '#shared/tutor/engine';
import type { Subject } from '#shared/tutor/exercise';
import { TUTOR_LIMITS } from '#shared/tutor/learn-api';
import type { LearnerStateRow } from './tutor.repo';

/** The engine's band of a child: the content band (3-5, 6-8, 9-12), a 13-year-old kept on the oldest path. */
export function tutorBand(dateOfBirth: string, now: Date): Band {
  const band = ageBandForDateOfBirth(dateOfBirth, now);
  return Math.min(band, 3) as Band;
}

/** The language of a child's exercises: the one their parent chose for them, else the device's, else English. */
export function childLocale(context: ChildSessionContext, deviceLocale: Locale | undefined): Locale {
  return context.child.interfaceLanguage ?? deviceLocale ?? DEFAULT_LOCALE;
}

/** Lessons a child may start per family day on this plan: null for no limit (Premium includes the Tutor). */
export function lessonsPerDay(tier: SubscriptionTier | null | undefined): number | null {
  return planForTier(tier).features.includes('tutor') ? null : TUTOR_LIMITS.freeLessonsPerDay;
}

export function readState(row: Pick<LearnerStateRow, 'state'> | undefined): LearnerState {
  if (!row) return emptyLearnerState();
  const parsed = learnerStateSchema.safeParse(row.state);
  return parsed.success ? parsed.data : emptyLearnerState();
}

export type SubjectStates = Record<Subject, { state: LearnerState; stars: number }>;

export function statesBySubject(rows: readonly LearnerStateRow[]): SubjectStates {
  const of = (subject: Subject) => {
    const row = rows.find((r) => r.subject === subject);
    return { state: readState(row), stars: row?.stars ?? 0 };
  };
  return { arabic: of('arabic'), maths: of('maths'), english: of('english') };
}
