// A child's Tutor data for the family's data export: the learner state per subject (what the engine believes they
// know) with the stars, every lesson with the child's answers, and the learning time per day.
import type { DbOrTx } from '#server/db/client';
import { allLessonsOfChild, learnerStatesOf, learningSecondsBetween } from './tutor.repo';

export async function tutorExport(db: DbOrTx, childId: string) {
  const states = await learnerStatesOf(db, childId);
  const lessons = await allLessonsOfChild(db, childId);
  return {
    learnerStates: states.map((s) => ({
      subject: s.subject,
      stars: s.stars,
      state: s.state,
      updatedAt: s.updatedAt.toISOString(),
    })),
    lessons: lessons.map((l) => ({
      id: l.id,
      subject: l.subject,
      day: l.day,
      stars: l.stars,
      startedAt: l.startedAt.toISOString(),
      finishedAt: l.finishedAt?.toISOString() ?? null,
      answers: l.answers.map(({ index, correct, response, at }) => ({ index, correct, response, at })),
    })),
    learningSecondsByDay: await learningSecondsBetween(db, childId, '0001-01-01', '9999-12-31'),
  };
}
