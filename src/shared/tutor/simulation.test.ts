// The Tutor's target for adaptivity, by simulation: a learner who already knows some skills and not others reaches
// mastery of the path in at most 70 % of the exercises a fixed linear order needs, and a skill it forgets comes back
// in review. Everything is seeded: the same run every time.
import { describe, expect, it } from 'vitest';
import { pathOf } from './curriculum';
import { mixSeed, randomFrom } from './curriculum/random';
import { applyAnswer, emptyLearnerState, guessRate, type LearnerState, planLesson } from './engine';
import type { Exercise } from './exercise';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 5, 16);
/** A simulated child: answers right when it knows the skill (but slips), guesses otherwise, learns from feedback. */
const SLIP = 0.05;
const LEARNS = 0.3;
/**
 * A fixed linear order cannot tell who knows what, so it gives every skill the exercises a child who does not know it
 * needs: enough that such a child has learned it with 95 % probability, ceil(ln 0.05 / ln(1 - 0.3)) = 9 per skill.
 */
const LINEAR_PER_SKILL = Math.ceil(Math.log(0.05) / Math.log(1 - LEARNS));

function learner(seed: number, knows: Iterable<string>) {
  const rnd = randomFrom(seed);
  const known = new Set(knows);
  return {
    known,
    answer(exercise: Exercise): boolean {
      if (known.has(exercise.skillId)) return rnd.next() >= SLIP;
      const correct = rnd.next() < guessRate(exercise);
      if (rnd.next() < LEARNS) known.add(exercise.skillId);
      return correct;
    },
  };
}

/** One lesson of eight a day until the engine says every skill of the path is mastered; the exercises it took. */
function runUntilMastered(
  child: ReturnType<typeof learner>,
  path: readonly string[],
  seed: number,
): { state: LearnerState; exercises: number; day: number } {
  let state = emptyLearnerState();
  let exercises = 0;
  let day = 0;
  while (!path.every((id) => state.skills[id]?.m === 1) && day < 400) {
    const now = new Date(START + day * DAY);
    const lesson = planLesson({
      subject: 'maths',
      band: 2,
      state,
      now,
      seed: mixSeed(seed, day),
      locale: 'en',
    });
    for (const exercise of lesson.exercises) {
      state = applyAnswer(state, exercise, child.answer(exercise), now);
      exercises++;
    }
    day++;
  }
  return { state, exercises, day };
}

const PATH = pathOf('maths', 2).map((s) => s.id);
/** Knows the first band (counting, adding within 5, the number line to 10…) and a few of the second. */
const KNOWN = [
  ...pathOf('maths', 1).map((s) => s.id),
  'm.add.10',
  'm.sub.10',
  'm.compare.20',
  'm.line.20',
  'm.skip.2',
  'm.time.hour',
];

describe('the adaptive engine, simulated', () => {
  it('masters the path in at most 70 % of the exercises of a fixed linear order, and the child really knows it', () => {
    const linear = PATH.length * LINEAR_PER_SKILL;
    const runs = [1, 2, 3, 4, 5].map((seed) => {
      const child = learner(seed, KNOWN);
      const run = runUntilMastered(child, PATH, seed);
      // Mastery by the engine is real: the child knows the skills it calls mastered, but for at most one lucky run of
      // guesses (the first review of that skill is what catches it).
      expect(PATH.filter((id) => !child.known.has(id)).length, `seed ${seed}`).toBeLessThanOrEqual(1);
      return run.exercises;
    });
    for (const exercises of runs) expect(exercises).toBeLessThanOrEqual(0.7 * linear);
    // And not by skipping: a child who knows nothing needs about as much as the linear order.
    const novice = runUntilMastered(learner(9, []), PATH, 9);
    expect(novice.exercises).toBeGreaterThan(0.7 * linear);
    // About 1.5 s on a quiet machine; the limit is for a loaded one.
  }, 30_000);

  it('brings a skill the child forgot back in review when it is due, and to mastery again', () => {
    const child = learner(7, KNOWN);
    const forgotten = 'm.add.20';
    let state = emptyLearnerState();
    let day = 0;
    const lessonOn = (d: number) =>
      planLesson({
        subject: 'maths',
        band: 2,
        state,
        now: new Date(START + d * DAY),
        seed: mixSeed(7, d),
        locale: 'en',
      });
    const answer = (exercises: readonly Exercise[], d: number, onForgotten?: (correct: boolean) => void) => {
      for (const exercise of exercises) {
        const correct = child.answer(exercise);
        state = applyAnswer(state, exercise, correct, new Date(START + d * DAY));
        if (exercise.skillId === forgotten) onForgotten?.(correct);
      }
    };
    // Learn until the skill is mastered, with most of the path still to learn; then the child forgets it.
    for (; state.skills[forgotten]?.m !== 1 && day < 100; day++) answer(lessonOn(day).exercises, day);
    expect(state.skills[forgotten]?.m).toBe(1);
    child.known.delete(forgotten);
    const lapsesBefore = state.skills[forgotten]?.f?.lapses ?? 0;

    let reviewedOn: number | undefined;
    let wrong = 0;
    const back = () =>
      reviewedOn !== undefined && wrong > 0 && child.known.has(forgotten) && state.skills[forgotten]?.m === 1;
    for (; day < 200 && !back(); day++) {
      const lesson = lessonOn(day);
      if (reviewedOn === undefined && lesson.skillIds.includes(forgotten)) {
        reviewedOn = day;
        // It is in the lesson as a review because FSRS says it is due.
        expect(state.skills[forgotten]?.f?.due ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
          START + day * DAY,
        );
      }
      answer(lesson.exercises, day, (correct) => {
        if (!correct) wrong++;
      });
    }
    // The review found it forgotten (a wrong answer: FSRS counts a lapse and brings it back soon), and the lessons
    // after brought it back: known again and mastered again.
    expect(reviewedOn).toBeDefined();
    expect(wrong).toBeGreaterThan(0);
    expect(state.skills[forgotten]?.f?.lapses ?? 0).toBeGreaterThan(lapsesBefore);
    expect(child.known.has(forgotten)).toBe(true);
    expect(state.skills[forgotten]?.m).toBe(1);
  }, 30_000);
});
