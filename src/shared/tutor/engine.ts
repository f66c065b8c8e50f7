// The Tutor's adaptive engine, pure and deterministic: what a learner knows (a mastery estimate per skill by
// Bayesian knowledge tracing), when a mastered skill is due again (FSRS, from ts-fsrs), which skills are open (their
// prerequisites mastered), what today's lesson holds, and the praise for an answer. The server stores the state (small
// JSON), calls planLesson for a lesson and applyAnswer for each answer; the screens draw skillMap. Decision 034-t.
import { type Card, createEmptyCard, fsrs, Rating, type State } from 'ts-fsrs';
import { z } from 'zod';
import type { Locale } from '../locales';
import { pathOf, skillById } from './curriculum';
import { hashText, mixSeed, randomFrom } from './curriculum/random';
import type { Band, Skill } from './curriculum/skill';
import type { Exercise, ExerciseKind, Subject } from './exercise';
import type { PraiseKey } from './texts';

/** The model's parameters (decision 034-t says why these values). */
export const ENGINE = {
  /** P(known) of a skill before its first answer, when its prerequisites were mastered with errors or it has none. */
  priorLow: 0.2,
  /** … when every prerequisite was mastered without a single wrong answer (fluency carries forward). */
  priorHigh: 0.75,
  /** P(wrong | known): a slip. */
  slip: 0.1,
  /** P(learns | an exercise with feedback). */
  learn: 0.2,
  /** Mastered at this P(known); mastered skills lapse back to learning below `lapse` (one slip does not). */
  mastered: 0.95,
  lapse: 0.5,
  /** FSRS's target retention: a mastered skill is due again when recall is predicted to drop to it. */
  retention: 0.9,
  /** At most this share of a lesson is review when there is new material to learn. */
  reviewShare: 0.125,
  /** At most this many skills being learned in one lesson (new material in small steps). */
  activeSkills: 3,
  lessonSize: 8,
} as const;

const memory = z.object({
  /** Due, as epoch milliseconds. */
  due: z.number(),
  /** FSRS stability (days) and difficulty. */
  s: z.number(),
  d: z.number(),
  state: z.number().int().min(0).max(3),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  /** Last review, epoch milliseconds. */
  last: z.number(),
});

const skillRecord = z.object({
  /** P(known), Bayesian knowledge tracing's estimate. */
  p: z.number().min(0).max(1),
  /** Answers, and how many were wrong. */
  n: z.number().int().min(0),
  w: z.number().int().min(0),
  /** Mastered (1) or not (0): set at `mastered`, cleared below `lapse`. */
  m: z.union([z.literal(0), z.literal(1)]),
  /** The skill's spaced-review memory, from its first mastery on. */
  f: memory.optional(),
});
export type SkillRecord = z.infer<typeof skillRecord>;

/** What the server stores per child: versioned, JSON, one small record per skill the child has met. */
export const learnerStateSchema = z.object({
  v: z.literal(1),
  skills: z.record(z.string().max(60), skillRecord),
});
export type LearnerState = z.infer<typeof learnerStateSchema>;

export function emptyLearnerState(): LearnerState {
  return { v: 1, skills: {} };
}

/** FSRS without fuzz (deterministic) and without same-day steps: a skill's review is a matter of days. */
function scheduler() {
  return fsrs({ request_retention: ENGINE.retention, enable_fuzz: false, enable_short_term: false });
}

function toCard(f: NonNullable<SkillRecord['f']>): Card {
  return {
    ...createEmptyCard(new Date(f.last)),
    due: new Date(f.due),
    stability: f.s,
    difficulty: f.d,
    state: f.state as State,
    reps: f.reps,
    lapses: f.lapses,
    last_review: new Date(f.last),
  };
}

function fromCard(card: Card, now: Date): NonNullable<SkillRecord['f']> {
  return {
    due: card.due.getTime(),
    s: round(card.stability, 4),
    d: round(card.difficulty, 4),
    state: card.state,
    reps: card.reps,
    lapses: card.lapses,
    last: card.last_review?.getTime() ?? now.getTime(),
  };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** How likely a learner who does not know the skill gets this exercise right by chance. */
export function guessRate(exercise: Exercise): number {
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose':
    case 'choose-number':
      return 1 / exercise.choices.length;
    case 'match-pairs':
      // Matching is mostly solved pair by pair: one wrong pair fails it, so guessing all is rare.
      return 1 / (exercise.pairs.length * (exercise.pairs.length - 1));
    case 'build-word':
      return 0.05;
    case 'number-line':
      return Math.min(0.5, exercise.step / (exercise.max - exercise.min + exercise.step));
    case 'clock':
      return exercise.mode === 'read' && exercise.choices?.length ? 1 / exercise.choices.length : 0.02;
    case 'trace':
      return 0.1;
  }
}

/** P(known) after an answer (Bayes), then the chance the feedback taught it. */
export function traced(p: number, correct: boolean, guess: number): number {
  const known = correct ? p * (1 - ENGINE.slip) : p * ENGINE.slip;
  const unknown = correct ? (1 - p) * guess : (1 - p) * (1 - guess);
  const posterior = known / (known + unknown);
  return posterior + (1 - posterior) * ENGINE.learn;
}

/** A skill's P(known) before its first answer: higher when its prerequisites were mastered without errors. */
function prior(skill: Skill, state: LearnerState): number {
  if (skill.prerequisites.length === 0) return ENGINE.priorLow;
  const fluent = skill.prerequisites.every((id) => {
    const rec = state.skills[id];
    return rec !== undefined && rec.m === 1 && rec.w === 0;
  });
  return fluent ? ENGINE.priorHigh : ENGINE.priorLow;
}

function recordOf(skill: Skill, state: LearnerState): SkillRecord {
  return state.skills[skill.id] ?? { p: prior(skill, state), n: 0, w: 0, m: 0 };
}

/**
 * The state after one answer. The skill's P(known) is first lowered by what FSRS predicts was forgotten since its
 * last review, then updated by the answer; a mastered skill's memory is reviewed (Good or Again) and a newly mastered
 * skill starts one. An exercise of an unknown skill changes nothing.
 */
export function applyAnswer(
  state: LearnerState,
  exercise: Exercise,
  correct: boolean,
  now: Date,
): LearnerState {
  const skill = skillById(exercise.skillId);
  if (!skill) return state;
  const before = recordOf(skill, state);
  const f = scheduler();
  let p = before.p;
  if (before.f) p *= f.get_retrievability(toCard(before.f), now, false);
  p = traced(p, correct, guessRate(exercise));
  let m = before.m;
  if (p >= ENGINE.mastered) m = 1;
  else if (p < ENGINE.lapse) m = 0;
  let memoryAfter = before.f;
  if (before.f) {
    memoryAfter = fromCard(f.next(toCard(before.f), now, correct ? Rating.Good : Rating.Again).card, now);
  } else if (m === 1) {
    // Its first review is now: Easy when it was mastered without a wrong answer, so a skill the child already knew
    // is not asked again in two days.
    const grade = before.w === 0 && correct ? Rating.Easy : Rating.Good;
    memoryAfter = fromCard(f.next(createEmptyCard(now), now, grade).card, now);
  }
  const after: SkillRecord = {
    p: round(p, 4),
    n: before.n + 1,
    w: before.w + (correct ? 0 : 1),
    m,
    ...(memoryAfter ? { f: memoryAfter } : {}),
  };
  return { v: 1, skills: { ...state.skills, [skill.id]: after } };
}

function isMastered(id: string, state: LearnerState): boolean {
  return state.skills[id]?.m === 1;
}

/** Open: every prerequisite mastered, or already begun (a lapsed prerequisite does not close a skill in progress). */
function isOpen(skill: Skill, state: LearnerState): boolean {
  return state.skills[skill.id] !== undefined || skill.prerequisites.every((id) => isMastered(id, state));
}

export type LessonPlan = { exercises: Exercise[]; skillIds: string[] };

/**
 * Today's lesson for a subject: due reviews (at most a quarter of it while there is new material), then the skills
 * being learned and the next open ones, each given about the answers it still needs (one more than that, for a slip),
 * interleaved. When everything open is mastered, the lesson reviews the skills whose memory is weakest.
 */
export function planLesson(input: {
  subject: Subject;
  band: Band;
  state: LearnerState;
  now: Date;
  seed: number;
  locale: Locale;
  size?: number;
}): LessonPlan {
  const { state, now, locale } = input;
  const size = Math.max(1, Math.min(20, Math.floor(input.size ?? ENGINE.lessonSize)));
  const path = pathOf(input.subject, input.band);
  const f = scheduler();
  const retrievability = (skill: Skill) => {
    const memory = state.skills[skill.id]?.f;
    return memory ? f.get_retrievability(toCard(memory), now, false) : 1;
  };
  const mastered = path.filter((s) => isMastered(s.id, state));
  const due = mastered
    .filter((s) => (state.skills[s.id]?.f?.due ?? Number.POSITIVE_INFINITY) <= now.getTime())
    .sort((a, b) => retrievability(a) - retrievability(b));
  const learning = path.filter((s) => !isMastered(s.id, state) && isOpen(s, state));

  // Each exercise's seed comes from the lesson's seed, its skill and its number within the skill: the same plan for
  // the same inputs, and a different exercise each time a skill comes back in one lesson.
  const made = new Map<string, number>();
  const make = (s: Skill): Exercise => {
    const k = made.get(s.id) ?? 0;
    made.set(s.id, k + 1);
    return s.generate(mixSeed(input.seed, hashText(s.id) + k), locale);
  };
  const slots: Exercise[] = [];
  const reviewCap = learning.length > 0 ? Math.max(1, Math.floor(size * ENGINE.reviewShare)) : size;
  for (const s of due.slice(0, reviewCap)) slots.push(make(s));
  // The skills being learned, in path order, each given the right answers it still needs (reckoned with each
  // exercise's own chance of a guess), then one more each for a slip, then reviews of the weakest memories.
  const active = learning.slice(0, ENGINE.activeSkills);
  for (const s of active) {
    let q = recordOf(s, state).p;
    while (q < ENGINE.mastered && slots.length < size) {
      const exercise = make(s);
      slots.push(exercise);
      q = traced(q, true, guessRate(exercise));
    }
  }
  for (let i = 0; slots.length < size && i < active.length; i++) slots.push(make(active[i] as Skill));
  const weakest = [...mastered].sort((a, b) => retrievability(a) - retrievability(b));
  for (let i = 0; slots.length < size && weakest.length > 0; i++)
    slots.push(make(weakest[i % weakest.length] as Skill));
  for (let i = 0; slots.length < size && active.length > 0; i++)
    slots.push(make(active[i % active.length] as Skill));
  // A path always has an open first skill; only an empty path (a subject with no skill in a band) gives no lesson.
  const rnd = randomFrom(mixSeed(input.seed, hashText(input.subject)));
  const exercises = interleave(slots, rnd.next);
  return { exercises, skillIds: [...new Set(exercises.map((e) => e.skillId))] };
}

/** Spreads a skill's exercises through the lesson (no two of one skill in a row when it can be helped). */
function interleave(slots: readonly Exercise[], random: () => number): Exercise[] {
  const groups = new Map<string, Exercise[]>();
  for (const e of [...slots].reverse()) groups.set(e.skillId, [...(groups.get(e.skillId) ?? []), e]);
  const out: Exercise[] = [];
  let last = '';
  while (out.length < slots.length) {
    const candidates = [...groups.entries()].filter(([id, list]) => list.length > 0 && id !== last);
    const pool =
      candidates.length > 0 ? candidates : [...groups.entries()].filter(([, list]) => list.length > 0);
    // The fullest group first keeps later places open for the others; ties broken by the seed.
    const most = Math.max(...pool.map(([, list]) => list.length));
    const top = pool.filter(([, list]) => list.length === most);
    const [id, list] = top[Math.floor(random() * top.length)] ?? pool[0] ?? ['', []];
    out.push(list.pop() as Exercise);
    last = id;
  }
  return out;
}

export type SkillStatus = 'mastered' | 'learning' | 'not_started';

/** The map of a subject's path for the child and the parent: each skill's status and strength (0-1). */
export function skillMap(
  subject: Subject,
  band: Band,
  state: LearnerState,
): { skillId: string; status: SkillStatus; strength: number }[] {
  return pathOf(subject, band).map((s) => {
    const rec = state.skills[s.id];
    if (!rec) return { skillId: s.id, status: 'not_started', strength: 0 };
    return { skillId: s.id, status: rec.m === 1 ? 'mastered' : 'learning', strength: round(rec.p, 2) };
  });
}

/** The praise for a right answer and the encouragement after a wrong one, per kind of exercise. */
const PRAISE: Record<ExerciseKind, readonly [PraiseKey, PraiseKey]> = {
  trace: ['traced', 'tryTrace'],
  'listen-choose': ['listened', 'tryListen'],
  'match-pairs': ['matched', 'tryAgain'],
  'build-word': ['built', 'tryBuild'],
  'number-line': ['placed', 'tryAgain'],
  clock: ['clock', 'tryAgain'],
  'choose-number': ['worked', 'tryAgain'],
  'tap-choice': ['looked', 'tryAgain'],
};

/** Praise for the process, never for being clever: a key of the Tutor's catalog (`tutorText`) and its params. */
export function praiseFor(
  exercise: Exercise,
  correct: boolean,
): { key: `praise.${PraiseKey}`; params: Record<string, string> } {
  const counting = exercise.skillId.startsWith('m.count') || exercise.skillId.startsWith('m.subitise');
  if (counting && exercise.kind === 'choose-number')
    return { key: correct ? 'praise.counted' : 'praise.tryCount', params: {} };
  const [right, wrong] = PRAISE[exercise.kind];
  if (!correct) return { key: `praise.${wrong}`, params: {} };
  const params: Record<string, string> = {};
  if (exercise.kind === 'trace') params.letter = exercise.letter;
  if (exercise.kind === 'number-line') params.n = String(exercise.answer);
  if (exercise.kind === 'build-word') {
    // A sentence's words are joined by spaces, a word's letters or sounds by nothing.
    const sentence = /[.!?]$/.test(exercise.answer[exercise.answer.length - 1] ?? '');
    params.word = exercise.answer.join(sentence ? ' ' : '');
  }
  return { key: `praise.${right}`, params };
}
