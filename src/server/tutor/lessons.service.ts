// The child's side of the Tutor: the Learn tab's home, starting (or carrying on with) today's lesson of a subject,
// reading a lesson, and answering its exercises. A lesson's exercises are planned by the engine and stored with their
// answer keys when it starts; each answer is checked here with the one answer key, and only then moves the child's
// mastery, stars and review schedule (decision 035-l).
import { randomInt } from 'node:crypto';
import { type ChildSessionContext, timeZoneOf } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { retryOnConflict } from '#server/db/errors';
import type { StoredLessonAnswer } from '#server/db/schema/tutor';
import { AppError } from '#server/http/app-error';
import { isUuid } from '#shared/ids';
import type { Locale } from '#shared/locales';
import { localDay } from '#shared/screen-time';
import { checkResponse } from '#shared/tutor/check';
import { applyAnswer, planLesson, praiseFor } from '#shared/tutor/engine';
import { type Exercise, type ExerciseResponse, SUBJECTS } from '#shared/tutor/exercise';
import type {
  LearnHome,
  LessonAnswerInput,
  LessonAnswerResult,
  LessonView,
  StartLessonInput,
} from '#shared/tutor/learn-api';
import { TUTOR_MESSAGES } from '#shared/tutor/learn-messages';
import { skillTitle } from '#shared/tutor/skill-titles';
import { tutorText } from '#shared/tutor/texts';
import { lessonsPerDay, readState, statesBySubject, tutorBand } from './learner';
import { learnFirstState } from './learning-time.service';
import { learnSubject } from './progress';
import {
  insertLesson,
  type LessonRow,
  latestOpenLesson,
  learnerStateOf,
  learnerStatesOf,
  learningSecondsOn,
  lessonOfChild,
  lessonsStartedOn,
  lockChildLessons,
  openLessonOf,
  saveLearnerState,
  saveLessonAnswers,
} from './tutor.repo';

/** Seeds are 31-bit: the engine's generators mix them as unsigned 32-bit integers. */
const SEED_BOUND = 2 ** 31 - 1;

const lessonNotFound = () => new AppError('NOT_FOUND', TUTOR_MESSAGES.lessonNotFound);

export function lessonView(row: LessonRow): LessonView {
  return {
    id: row.id,
    subject: row.subject,
    exercises: row.exercises,
    answers: row.answers.map(({ index, correct }) => ({ index, correct })),
    stars: row.stars,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function learnHome(
  db: Database,
  context: ChildSessionContext,
  locale: Locale,
  now: Date,
): Promise<LearnHome> {
  const childId = context.child.id;
  const day = localDay(now, timeZoneOf(context));
  const band = tutorBand(context.child.dateOfBirth, now);
  const states = statesBySubject(await learnerStatesOf(db, childId));
  const open = await latestOpenLesson(db, childId, day);
  return {
    subjects: SUBJECTS.map((subject) => learnSubject({ subject, band, ...states[subject], locale, now })),
    today: {
      lessonsStarted: await lessonsStartedOn(db, childId, day),
      lessonsAllowed: lessonsPerDay(context.parent.subscriptionTier),
      learnedSeconds: await learningSecondsOn(db, childId, day),
      openLesson: open ? { id: open.id, subject: open.subject } : null,
    },
    learnFirst: await learnFirstState(db, context, now),
  };
}

/**
 * Today's lesson of a subject: the unfinished one carried on (`created: false`), or a new one planned now. Free
 * allows `TUTOR_LIMITS.freeLessonsPerDay` lessons a family day, every subject together; the count and the insert
 * run under the child's lesson lock, so parallel starts cannot pass it (and the partial unique index keeps one
 * unfinished lesson per subject and day whatever the plan).
 */
export async function startLesson(
  db: Database,
  context: ChildSessionContext,
  subject: StartLessonInput['subject'],
  locale: Locale,
  now: Date,
): Promise<{ lesson: LessonView; created: boolean }> {
  const childId = context.child.id;
  const day = localDay(now, timeZoneOf(context));
  const allowed = lessonsPerDay(context.parent.subscriptionTier);
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      await lockChildLessons(tx, childId);
      const open = await openLessonOf(tx, childId, subject, day);
      if (open) return { lesson: lessonView(open), created: false };
      if (allowed !== null && (await lessonsStartedOn(tx, childId, day)) >= allowed) {
        throw new AppError('FORBIDDEN', TUTOR_MESSAGES.oneLessonToday);
      }
      const state = readState(await learnerStateOf(tx, childId, subject));
      const plan = planLesson({
        subject,
        band: tutorBand(context.child.dateOfBirth, now),
        state,
        now,
        seed: randomInt(SEED_BOUND),
        locale,
      });
      const row = await insertLesson(tx, {
        childId,
        subject,
        day,
        locale,
        exercises: plan.exercises,
        startedAt: now,
      });
      return { lesson: lessonView(row), created: true };
    }),
  );
}

export async function readLesson(db: Database, context: ChildSessionContext, lessonId: string) {
  if (!isUuid(lessonId)) throw lessonNotFound();
  const row = await lessonOfChild(db, context.child.id, lessonId);
  if (!row) throw lessonNotFound();
  return lessonView(row);
}

/** The kind of response each kind of exercise takes. */
const RESPONSE_KIND: Record<Exercise['kind'], ExerciseResponse['kind']> = {
  'tap-choice': 'choice',
  'listen-choose': 'choice',
  'match-pairs': 'pairs',
  'build-word': 'tiles',
  'number-line': 'number',
  'choose-number': 'number',
  clock: 'time',
  trace: 'trace',
};

function resultOf(row: LessonRow, answer: StoredLessonAnswer, exercise: Exercise): LessonAnswerResult {
  const locale = row.locale;
  const praise = praiseFor(exercise, answer.correct);
  const upTo = row.answers.filter((a) => a.index <= answer.index);
  return {
    correct: answer.correct,
    praise: tutorText(locale, praise.key, praise.params),
    stars: upTo.filter((a) => a.correct).length,
    newlyMastered: answer.newlyMastered.map((id) => skillTitle(id, locale)),
    finished: answer.index === row.exercises.length - 1,
  };
}

/**
 * The child's first try at exercise `index` of their lesson. In order only (a later index: 409); the same index
 * again returns the answer recorded the first time and changes nothing. The lesson row is locked while the answer is
 * checked and applied, so parallel answers to one lesson apply one at a time (a second copy finds it recorded).
 */
export async function answerLesson(
  db: Database,
  context: ChildSessionContext,
  lessonId: string,
  input: LessonAnswerInput,
  now: Date,
): Promise<LessonAnswerResult> {
  if (!isUuid(lessonId)) throw lessonNotFound();
  const childId = context.child.id;
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const row = await lessonOfChild(tx, childId, lessonId, { lock: true });
      if (!row) throw lessonNotFound();
      const recorded = row.answers.find((a) => a.index === input.index);
      const recordedExercise = row.exercises[input.index];
      if (recorded && recordedExercise) return resultOf(row, recorded, recordedExercise);
      if (input.index >= row.exercises.length && row.answers.length >= row.exercises.length) {
        throw new AppError('CONFLICT', TUTOR_MESSAGES.lessonFinished);
      }
      if (input.index !== row.answers.length) throw new AppError('CONFLICT', TUTOR_MESSAGES.answerInOrder);
      const exercise = row.exercises[input.index];
      if (!exercise) throw new AppError('CONFLICT', TUTOR_MESSAGES.lessonFinished);
      if (RESPONSE_KIND[exercise.kind] !== input.response.kind) {
        throw new AppError('VALIDATION_FAILED', TUTOR_MESSAGES.answerDoesNotFit);
      }
      const correct = checkResponse(exercise, input.response);
      const before = readState(await learnerStateOf(tx, childId, row.subject, { lock: true }));
      const after = applyAnswer(before, exercise, correct, now);
      const newlyMastered =
        after.skills[exercise.skillId]?.m === 1 && before.skills[exercise.skillId]?.m !== 1
          ? [exercise.skillId]
          : [];
      await saveLearnerState(tx, {
        childId,
        subject: row.subject,
        state: after,
        addStars: correct ? 1 : 0,
        now,
      });
      const answer: StoredLessonAnswer = {
        index: input.index,
        correct,
        response: input.response,
        at: now.toISOString(),
        newlyMastered,
      };
      const answers = [...row.answers, answer];
      const finished = answers.length === row.exercises.length;
      const stars = row.stars + (correct ? 1 : 0);
      await saveLessonAnswers(tx, lessonId, { answers, stars, finishedAt: finished ? now : null });
      return resultOf({ ...row, answers, stars }, answer, exercise);
    }),
  );
}

/**
 * The exercise Ask Qamar is asked about, read from the child's own stored lesson: only one not yet answered (the
 * helper is for the exercise on screen, never a way to discuss a checked answer). Another child's lesson, an unknown
 * one or an answered exercise: 404.
 */
export async function lessonExerciseForHelper(
  db: DbOrTx,
  childId: string,
  lessonId: string,
  index: number,
): Promise<Exercise> {
  if (!isUuid(lessonId)) throw lessonNotFound();
  const row = await lessonOfChild(db, childId, lessonId);
  const exercise = row?.exercises[index];
  if (!row || !exercise || row.answers.some((a) => a.index === index)) throw lessonNotFound();
  return exercise;
}
