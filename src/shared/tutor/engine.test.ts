import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { CURRICULUM, pathOf, skillById } from './curriculum';
import {
  applyAnswer,
  ENGINE,
  emptyLearnerState,
  type LearnerState,
  learnerStateSchema,
  planLesson,
  praiseFor,
  skillMap,
} from './engine';
import type { Exercise } from './exercise';
import { tutorText } from './texts';

const NOW = new Date(Date.UTC(2026, 2, 2, 15));
const DAY = 86_400_000;

function exerciseOf(skillId: string, seed = 1): Exercise {
  const skill = skillById(skillId);
  if (!skill) throw new Error(skillId);
  return skill.generate(seed, 'en');
}

/** Answers a skill's exercises right until the engine calls it mastered. */
function master(state: LearnerState, skillId: string, now = NOW): LearnerState {
  let next = state;
  for (let seed = 0; next.skills[skillId]?.m !== 1; seed++) {
    if (seed > 20) throw new Error(`${skillId} never mastered`);
    next = applyAnswer(next, exerciseOf(skillId, seed), true, now);
  }
  return next;
}

describe('the learner state', () => {
  it('starts empty and stays small, versioned JSON the server can store and read back', () => {
    expect(emptyLearnerState()).toEqual({ v: 1, skills: {} });
    let state = emptyLearnerState();
    for (const skill of pathOf('arabic', 1)) state = master(state, skill.id);
    const json = JSON.stringify(state);
    expect(learnerStateSchema.parse(JSON.parse(json))).toEqual(state);
    expect(json.length).toBeLessThan(200 * Object.keys(state.skills).length);
  });

  it('does not change the state it is given, and ignores an exercise of an unknown skill', () => {
    const state = emptyLearnerState();
    const after = applyAnswer(state, exerciseOf('m.count.5'), true, NOW);
    expect(state).toEqual(emptyLearnerState());
    expect(after.skills['m.count.5']?.n).toBe(1);
    const stranger = { ...exerciseOf('m.count.5'), skillId: 'm.unknown' };
    expect(applyAnswer(after, stranger, true, NOW)).toBe(after);
  });
});

describe('mastery', () => {
  it('rises with right answers to mastery, falls with wrong ones; a hard exercise counts for more than a guess', () => {
    let state = emptyLearnerState();
    state = applyAnswer(state, exerciseOf('m.count.5'), true, NOW);
    const afterRight = state.skills['m.count.5']?.p ?? 0;
    expect(afterRight).toBeGreaterThan(ENGINE.priorLow);
    state = applyAnswer(state, exerciseOf('m.count.5', 2), false, NOW);
    expect(state.skills['m.count.5']?.p ?? 1).toBeLessThan(afterRight);
    expect(state.skills['m.count.5']).toMatchObject({ n: 2, w: 1, m: 0 });

    // A traced letter (rarely right by chance) says more than a tap among four.
    const traced = applyAnswer(emptyLearnerState(), exerciseOf('ar.trace.1'), true, NOW);
    const tapped = applyAnswer(emptyLearnerState(), exerciseOf('m.count.5'), true, NOW);
    expect(traced.skills['ar.trace.1']?.p ?? 0).toBeGreaterThan(tapped.skills['m.count.5']?.p ?? 1);
  });

  it('starts a skill higher when its prerequisites were mastered without a wrong answer', () => {
    const fluent = master(emptyLearnerState(), 'm.count.5');
    let bumpy = applyAnswer(emptyLearnerState(), exerciseOf('m.count.5'), false, NOW);
    bumpy = master(bumpy, 'm.count.5');
    const next = (state: LearnerState) =>
      applyAnswer(state, exerciseOf('m.count.10'), true, NOW).skills['m.count.10']?.p ?? 0;
    expect(next(fluent)).toBeGreaterThan(next(bumpy));
  });

  it('lapses a mastered skill after wrong answers, which reopens it for learning', () => {
    let state = master(emptyLearnerState(), 'm.count.5');
    const later = new Date(NOW.getTime() + 30 * DAY);
    for (let seed = 0; state.skills['m.count.5']?.m === 1; seed++) {
      expect(seed).toBeLessThan(5);
      state = applyAnswer(state, exerciseOf('m.count.5', seed), false, later);
    }
    expect(state.skills['m.count.5']?.f?.lapses).toBeGreaterThan(0);
    const lesson = planLesson({ subject: 'maths', band: 1, state, now: later, seed: 3, locale: 'en' });
    expect(lesson.skillIds).toContain('m.count.5');
  });
});

describe('planLesson', () => {
  it('gives a new learner only open skills: the first of the path, whose prerequisites are none', () => {
    for (const subject of ['arabic', 'maths', 'english'] as const) {
      const lesson = planLesson({
        subject,
        band: 3,
        state: emptyLearnerState(),
        now: NOW,
        seed: 9,
        locale: 'ar',
      });
      expect(lesson.exercises).toHaveLength(ENGINE.lessonSize);
      for (const id of lesson.skillIds) expect(skillById(id)?.prerequisites, id).toEqual([]);
      expect(new Set(lesson.exercises.map((e) => e.skillId))).toEqual(new Set(lesson.skillIds));
    }
  });

  it('is deterministic for its inputs, honours the size, and keeps to the subject and band', () => {
    const input = {
      subject: 'english' as const,
      band: 1 as const,
      state: emptyLearnerState(),
      now: NOW,
      seed: 5,
      locale: 'fr' as const,
    };
    expect(planLesson(input)).toEqual(planLesson(input));
    expect(planLesson({ ...input, size: 3 }).exercises).toHaveLength(3);
    let state = emptyLearnerState();
    for (const skill of pathOf('english', 1)) state = master(state, skill.id);
    const lesson = planLesson({ ...input, state, size: 12 });
    for (const id of lesson.skillIds) expect(skillById(id)).toMatchObject({ subject: 'english', band: 1 });
  });

  it('unlocks a skill once its prerequisites are mastered', () => {
    let state = master(emptyLearnerState(), 'en.gpc.1');
    const lesson = planLesson({
      subject: 'english',
      band: 1,
      state,
      now: NOW,
      seed: 2,
      locale: 'en',
      size: 12,
    });
    expect(lesson.skillIds).toContain('en.gpc.2');
    expect(lesson.skillIds).not.toContain('en.gpc.3');
    state = master(state, 'en.gpc.2');
    expect(
      planLesson({ subject: 'english', band: 1, state, now: NOW, seed: 2, locale: 'en', size: 12 }).skillIds,
    ).toContain('en.gpc.3');
  });

  it('mixes a due review into new material, and not before it is due (when new material fills the lesson)', () => {
    let state = master(emptyLearnerState(), 'ar.letters.1');
    const due = state.skills['ar.letters.1']?.f?.due ?? 0;
    expect(due).toBeGreaterThan(NOW.getTime() + DAY);
    const before = planLesson({
      subject: 'arabic',
      band: 1,
      state,
      now: new Date(due - DAY),
      seed: 4,
      locale: 'en',
      size: 3,
    });
    expect(before.exercises).toHaveLength(3);
    expect(before.skillIds).not.toContain('ar.letters.1');
    const on = planLesson({
      subject: 'arabic',
      band: 1,
      state,
      now: new Date(due),
      seed: 4,
      locale: 'en',
      size: 3,
    });
    expect(on.skillIds).toContain('ar.letters.1');
    expect(on.skillIds.some((id) => id !== 'ar.letters.1')).toBe(true);
    // A right answer at the review pushes the next one further out.
    state = applyAnswer(state, exerciseOf('ar.letters.1', 8), true, new Date(due));
    expect(state.skills['ar.letters.1']?.f?.due ?? 0).toBeGreaterThan(due + (due - NOW.getTime()));
  });

  it('spreads a skill’s exercises through the lesson', () => {
    let state = emptyLearnerState();
    for (const id of ['m.count.5', 'm.subitise.5']) state = master(state, id);
    const lesson = planLesson({ subject: 'maths', band: 1, state, now: NOW, seed: 11, locale: 'en' });
    const ids = lesson.exercises.map((e) => e.skillId);
    expect(new Set(ids).size).toBeGreaterThan(1);
    const repeats = ids.filter((id, i) => i > 0 && ids[i - 1] === id).length;
    expect(repeats).toBeLessThanOrEqual(2);
  });
});

describe('skillMap', () => {
  it('lists the path with each skill mastered, learning or not started, and its strength', () => {
    let state = master(emptyLearnerState(), 'm.count.5');
    state = applyAnswer(state, exerciseOf('m.subitise.5'), false, NOW);
    const map = skillMap('maths', 1, state);
    expect(map.map((s) => s.skillId)).toEqual(pathOf('maths', 1).map((s) => s.id));
    expect(map[0]).toMatchObject({ skillId: 'm.count.5', status: 'mastered' });
    expect(map[0]?.strength).toBeGreaterThanOrEqual(ENGINE.mastered);
    expect(map[1]).toMatchObject({ skillId: 'm.subitise.5', status: 'learning' });
    expect(map[2]).toEqual({ skillId: 'm.count.10', status: 'not_started', strength: 0 });
  });
});

describe('praiseFor', () => {
  it('praises the process with a key of the catalog in every language, its params filled', () => {
    const trace = exerciseOf('ar.trace.1', 3);
    if (trace.kind !== 'trace') throw new Error('not a trace');
    const praise = praiseFor(trace, true);
    expect(praise).toEqual({ key: 'praise.traced', params: { letter: trace.letter } });
    expect(tutorText('en', praise.key, praise.params)).toBe(
      `You traced ${trace.letter} stroke by stroke, from the start!`,
    );
    expect(praiseFor(trace, false).key).toBe('praise.tryTrace');
    for (const skill of CURRICULUM)
      for (const correct of [true, false]) {
        const { key, params } = praiseFor(skill.generate(1, 'en'), correct);
        for (const locale of LOCALES) {
          const text = tutorText(locale, key, params);
          expect(text, `${skill.id} ${key} ${locale}`).not.toMatch(/\{\{|^praise\./);
        }
      }
  });

  it('names the word a child built, a sentence with its spaces', () => {
    const word = exerciseOf('en.cvc.spell', 4);
    const sentence = exerciseOf('en.sentences.build', 4);
    if (word.kind !== 'build-word' || sentence.kind !== 'build-word') throw new Error('not built');
    expect(praiseFor(word, true).params.word).toBe(word.answer.join(''));
    expect(praiseFor(sentence, true).params.word).toBe(sentence.answer.join(' '));
  });
});
