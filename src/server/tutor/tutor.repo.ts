// Every query of the Tutor: learner states, lessons (stored with their exercises and answer keys), learning seconds
// per family day, the parent's "learn first" minutes on the child, and the weekly e-mails sent.
import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import {
  learnerStates,
  learningDays,
  learningEmailWeeks,
  type StoredLessonAnswer,
  tutorLessons,
} from '#server/db/schema/tutor';
import type { LearnerState } from '#shared/tutor/engine';
import type { Subject } from '#shared/tutor/exercise';

export type LessonRow = typeof tutorLessons.$inferSelect;
export type LearnerStateRow = typeof learnerStates.$inferSelect;

/**
 * Serialises one child's lesson starts until the transaction ends: the count of today's lessons and the insert
 * that follows it cannot interleave with another start (Free's one lesson a day holds under parallel starts).
 */
export async function lockChildLessons(tx: DbOrTx, childId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tutor_lessons:${childId}`}, 0))`);
}

/** Today's unfinished lesson of a subject (at most one: a partial unique index). */
export async function openLessonOf(db: DbOrTx, childId: string, subject: Subject, day: string) {
  const [row] = await db
    .select()
    .from(tutorLessons)
    .where(
      and(
        eq(tutorLessons.childId, childId),
        eq(tutorLessons.subject, subject),
        eq(tutorLessons.day, day),
        isNull(tutorLessons.finishedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The most recently started unfinished lesson of the day, any subject. */
export async function latestOpenLesson(db: DbOrTx, childId: string, day: string) {
  const [row] = await db
    .select({ id: tutorLessons.id, subject: tutorLessons.subject })
    .from(tutorLessons)
    .where(and(eq(tutorLessons.childId, childId), eq(tutorLessons.day, day), isNull(tutorLessons.finishedAt)))
    .orderBy(desc(tutorLessons.startedAt))
    .limit(1);
  return row;
}

export async function lessonsStartedOn(db: DbOrTx, childId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tutorLessons)
    .where(and(eq(tutorLessons.childId, childId), eq(tutorLessons.day, day)));
  return row?.n ?? 0;
}

export async function insertLesson(db: DbOrTx, values: typeof tutorLessons.$inferInsert): Promise<LessonRow> {
  const [row] = await db.insert(tutorLessons).values(values).returning();
  if (!row) throw new Error('lesson not inserted');
  return row;
}

/**
 * One of this child's lessons (undefined for another child's or none). `lock`: held FOR UPDATE until the
 * transaction ends, so one lesson's answers are applied one at a time.
 */
export async function lessonOfChild(
  db: DbOrTx,
  childId: string,
  lessonId: string,
  options: { lock?: boolean } = {},
): Promise<LessonRow | undefined> {
  const query = db
    .select()
    .from(tutorLessons)
    .where(and(eq(tutorLessons.id, lessonId), eq(tutorLessons.childId, childId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function saveLessonAnswers(
  db: DbOrTx,
  lessonId: string,
  values: { answers: StoredLessonAnswer[]; stars: number; finishedAt: Date | null },
): Promise<void> {
  await db.update(tutorLessons).set(values).where(eq(tutorLessons.id, lessonId));
}

/** Lessons of a family day range (`from` … `to` inclusive), oldest first: the parent's week and the e-mail. */
export async function lessonsBetween(db: DbOrTx, childId: string, from: string, to: string) {
  return db
    .select({
      id: tutorLessons.id,
      subject: tutorLessons.subject,
      day: tutorLessons.day,
      answers: tutorLessons.answers,
      stars: tutorLessons.stars,
      finishedAt: tutorLessons.finishedAt,
    })
    .from(tutorLessons)
    .where(and(eq(tutorLessons.childId, childId), gte(tutorLessons.day, from), lte(tutorLessons.day, to)))
    .orderBy(asc(tutorLessons.startedAt));
}

/** Every lesson of the child, for the family's data export (the exercises are generated, the answers are theirs). */
export async function allLessonsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      id: tutorLessons.id,
      subject: tutorLessons.subject,
      day: tutorLessons.day,
      answers: tutorLessons.answers,
      stars: tutorLessons.stars,
      startedAt: tutorLessons.startedAt,
      finishedAt: tutorLessons.finishedAt,
    })
    .from(tutorLessons)
    .where(eq(tutorLessons.childId, childId))
    .orderBy(asc(tutorLessons.startedAt));
}

export async function learnerStatesOf(db: DbOrTx, childId: string): Promise<LearnerStateRow[]> {
  return db.select().from(learnerStates).where(eq(learnerStates.childId, childId));
}

/** The child's state in a subject; `lock` holds it FOR UPDATE (two lessons of one subject answered at once). */
export async function learnerStateOf(
  db: DbOrTx,
  childId: string,
  subject: Subject,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(learnerStates)
    .where(and(eq(learnerStates.childId, childId), eq(learnerStates.subject, subject)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Writes the subject's state after an answer and adds its stars. */
export async function saveLearnerState(
  db: DbOrTx,
  values: { childId: string; subject: Subject; state: LearnerState; addStars: number; now: Date },
): Promise<void> {
  const { childId, subject, state, addStars, now } = values;
  await db
    .insert(learnerStates)
    .values({ childId, subject, state, stars: addStars, updatedAt: now })
    .onConflictDoUpdate({
      target: [learnerStates.childId, learnerStates.subject],
      set: { state, stars: sql`${learnerStates.stars} + ${addStars}`, updatedAt: now },
    });
}

export async function addLearningSeconds(
  db: DbOrTx,
  childId: string,
  day: string,
  seconds: number,
  now: Date,
): Promise<void> {
  await db
    .insert(learningDays)
    .values({ childId, day, seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [learningDays.childId, learningDays.day],
      set: { seconds: sql`${learningDays.seconds} + ${seconds}`, updatedAt: now },
    });
}

export async function learningSecondsOn(db: DbOrTx, childId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ seconds: learningDays.seconds })
    .from(learningDays)
    .where(and(eq(learningDays.childId, childId), eq(learningDays.day, day)));
  return row?.seconds ?? 0;
}

/** Learning seconds per day from `from` through `to` (days without learning are absent). */
export async function learningSecondsBetween(db: DbOrTx, childId: string, from: string, to: string) {
  return db
    .select({ day: learningDays.day, seconds: learningDays.seconds })
    .from(learningDays)
    .where(and(eq(learningDays.childId, childId), gte(learningDays.day, from), lte(learningDays.day, to)))
    .orderBy(asc(learningDays.day));
}

export async function setLearnFirstMinutes(db: DbOrTx, childId: string, minutes: number): Promise<void> {
  await db
    .update(children)
    .set({ learnFirstMinutes: minutes, updatedAt: new Date() })
    .where(eq(children.id, childId));
}

/** A parent's children, oldest profile first (the weekly e-mail's sections). */
export async function childrenOfParent(db: DbOrTx, parentId: string) {
  return db
    .select({ id: children.id, name: children.name, dateOfBirth: children.dateOfBirth })
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.createdAt));
}

/**
 * Claims the week's e-mail for a family: true when this call recorded it (and must send), false when it was already
 * recorded. Inside the sending transaction, a failed send rolls the claim back, so a retry sends it then.
 */
export async function claimLearningEmailWeek(tx: DbOrTx, parentId: string, weekStart: string, now: Date) {
  const rows = await tx
    .insert(learningEmailWeeks)
    .values({ parentId, weekStart, sentAt: now })
    .onConflictDoNothing()
    .returning({ parentId: learningEmailWeeks.parentId });
  return rows.length > 0;
}
