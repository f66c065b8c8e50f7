// The Tutor's HTTP contract: what the child's Learn tab (phone and TV), the parent's progress view and the server
// agree on. Requests are zod schemas (the server validates with them); answers are types the server builds and the
// screens read. Lessons live on the server: a lesson's exercises are stored when it starts, each answer is checked
// there with the one answer key (`check.ts`) and only then moves the child's mastery, stars and review schedule.
import { z } from 'zod';
import type { Band } from './curriculum';
import type { SkillStatus } from './engine';
import { type Exercise, exerciseResponseSchema, SUBJECTS, type Subject } from './exercise';

export const TUTOR_LIMITS = {
  /** Free families' taste of the Tutor: lessons a child may start per day (the family's day), all subjects together. */
  freeLessonsPerDay: 1,
  /** "Learn first": minutes of learning today before videos open; 0 is off. */
  learnFirstMaxMinutes: 60,
  /** Exercises in a lesson at most (the engine's lessons are 8). */
  maxExercisesPerLesson: 12,
} as const;

// ---- Child (the child credential) ----

/** `POST /api/child/learn/lessons`: start today's lesson of a subject, or get back the unfinished one. */
export const startLessonSchema = z.object({ subject: z.enum(SUBJECTS) });
export type StartLessonInput = z.infer<typeof startLessonSchema>;

/**
 * `POST /api/child/learn/lessons/:lessonId/answers`: the child's first try at exercise `index`. Answers are taken in
 * order; the same index sent again (a retry) gets the answer recorded the first time, and changes nothing.
 */
export const lessonAnswerSchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(TUTOR_LIMITS.maxExercisesPerLesson - 1),
  response: exerciseResponseSchema,
});
export type LessonAnswerInput = z.infer<typeof lessonAnswerSchema>;

/** A skill on the child's path or the parent's map; `title` is already in the reader's language. */
export type LearnSkill = { id: string; title: string; status: SkillStatus; strength: number };

export type LearnSubject = {
  subject: Subject;
  band: Band;
  skills: LearnSkill[];
  mastered: number;
  /** Stars earned in this subject (one per right first try). */
  stars: number;
  /** Mastered skills due for review today. */
  dueReviews: number;
};

/** `GET /api/child/learn`: the Learn tab's home. */
export type LearnHome = {
  subjects: LearnSubject[];
  today: {
    /** Lessons started today, every subject together. */
    lessonsStarted: number;
    /** Null when the plan has no daily limit (Premium); Free: TUTOR_LIMITS.freeLessonsPerDay. */
    lessonsAllowed: number | null;
    learnedSeconds: number;
    /** An unfinished lesson of today, to carry on with. */
    openLesson: { id: string; subject: Subject } | null;
  };
  /** Null when the parent has not turned "learn first" on. */
  learnFirst: LearnFirstState | null;
};

export type LearnFirstState = { minutes: number; learnedSeconds: number; videosOpen: boolean };

export type LessonAnswerRecord = { index: number; correct: boolean };

/** A lesson as stored: its exercises (with their answer keys: the screen gives feedback at once, the server decides). */
export type LessonView = {
  id: string;
  subject: Subject;
  exercises: Exercise[];
  answers: LessonAnswerRecord[];
  stars: number;
  finishedAt: string | null;
};

export type LessonAnswerResult = {
  correct: boolean;
  /** Process praise or encouragement in the child's language ("You traced ب from the top!"). */
  praise: string;
  stars: number;
  /** Skills this answer made mastered (their titles), for a celebration. */
  newlyMastered: string[];
  /** True when this was the lesson's last exercise. */
  finished: boolean;
};

// ---- Parent ----

/** `GET /api/parent/children/:childId/learning`: the parent's progress view of one child. */
export type ChildLearningReport = {
  childId: string;
  /** Learning time this week (the family's week, Monday first) and per day, in seconds. */
  weekSeconds: number;
  days: { day: string; seconds: number }[];
  subjects: (LearnSubject & {
    /** Titles of skills going well (mastered or strong recently), at most 3. */
    goingWell: string[];
    /** Titles of what to practise next (open or weak skills, due reviews), at most 3. */
    practiseNext: string[];
  })[];
  learnFirstMinutes: number;
  /** Whether the family gets the weekly learning e-mail. */
  weeklyEmail: boolean;
  /** The plan's taste or the whole Tutor. */
  lessonsPerDay: number | null;
};

/** `PUT /api/parent/children/:childId/learning/settings` */
export const learningSettingsSchema = z.object({
  learnFirstMinutes: z.number().int().min(0).max(TUTOR_LIMITS.learnFirstMaxMinutes),
});
export type LearningSettingsInput = z.infer<typeof learningSettingsSchema>;

/** `PUT /api/parent/learning-email`: the family's weekly learning e-mail, on or off. */
export const learningEmailSchema = z.object({ weeklyEmail: z.boolean() });
