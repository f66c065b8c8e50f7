// Ask Qamar, the Tutor's optional AI helper: who may use it, its daily cap, the request bodies, the stream the child's
// panel reads and the transcript the parent reads. Pure; server and web share it (decision 034-q).
import { z } from 'zod';
import { ageInYears } from './age-band';
import { LIMITS } from './domain';
import { uuidSchema } from './ids';
import { LOCALES } from './locales';
import { TUTOR_LIMITS } from './tutor/learn-api';

export const TUTOR_HELPER_LIMITS = {
  /** Only children aged 9 to 12 (band 3) may have the helper (spec README). */
  minAge: 9,
  maxAge: 12,
  /** Questions a child may ask in a family day, refused ones included (a refusal is a turn, so probing costs). */
  questionsPerDay: LIMITS.tutorHelperQuestionsPerDay,
  /** A child's question: short, like the replies. */
  questionMaxChars: 200,
  /** The transcript page shows this many exchanges, newest first. */
  transcriptPage: 100,
} as const;

/** Whether a child of this date of birth may have the helper today. */
export function helperAgeAllowed(dateOfBirth: string | Date, today: Date = new Date()): boolean {
  const age = ageInYears(dateOfBirth, today);
  return age >= TUTOR_HELPER_LIMITS.minAge && age <= TUTOR_HELPER_LIMITS.maxAge;
}

export const TUTOR_HELPER_MESSAGES = {
  notConfigured: 'tutorHelperNotConfigured',
  off: 'tutorHelperOff',
  ageOnly: 'tutorHelperAgeOnly',
  dailyLimit: 'tutorHelperDailyLimit',
  questionRequired: 'tutorHelperQuestionRequired',
  questionTooLong: 'tutorHelperQuestionTooLong',
  chooseEnabled: 'tutorHelperChooseEnabled',
  exerciseIndex: 'tutorHelperExerciseIndex',
} as const;

/** The two suggested questions of the panel; they are sent as such, so they need no guarding of their words. */
export const HELPER_SUGGESTIONS = ['hint', 'explain'] as const;
export type HelperSuggestion = (typeof HELPER_SUGGESTIONS)[number];

/**
 * Why a question got no model reply, or why the model's reply was not shown:
 * - before the model: `ruling` (a religious ruling: "Ask your parent or your teacher"), `personal` (names,
 *   addresses, phones, schools, photos), `unsafe`, `jailbreak`, `offTopic`;
 * - after: `answerWithheld` (the reply gave the answer before the last rung: a safe hint instead), `unsafeOutput`
 *   (the reply failed the screening terms), `unavailable` (the endpoint failed or was too slow).
 */
export const INPUT_REFUSALS = ['ruling', 'personal', 'unsafe', 'jailbreak', 'offTopic'] as const;
export type InputRefusal = (typeof INPUT_REFUSALS)[number];
export const OUTPUT_REPLACEMENTS = ['answerWithheld', 'unsafeOutput', 'unavailable'] as const;
export type OutputReplacement = (typeof OUTPUT_REPLACEMENTS)[number];
export const HELPER_OUTCOMES = [...INPUT_REFUSALS, ...OUTPUT_REPLACEMENTS] as const;
export type HelperOutcome = (typeof HELPER_OUTCOMES)[number];

/** The hint ladder: a question back first, then a hint, then a worked similar example; never the answer first. */
export const HINT_RUNGS = ['question', 'hint', 'example'] as const;
export type HintRung = (typeof HINT_RUNGS)[number];

export const askHelperSchema = z
  .object({
    /**
     * The exercise on the child's screen, named by its place in the child's lesson: the server reads it (and its
     * answer, which the reply must never give away) from the stored lesson, never from the request.
     */
    lessonId: uuidSchema({ error: 'invalidLessonId' }),
    index: z
      .number({ error: TUTOR_HELPER_MESSAGES.exerciseIndex })
      .int(TUTOR_HELPER_MESSAGES.exerciseIndex)
      .min(0, TUTOR_HELPER_MESSAGES.exerciseIndex)
      .max(TUTOR_LIMITS.maxExercisesPerLesson - 1, TUTOR_HELPER_MESSAGES.exerciseIndex),
    suggestion: z.enum(HELPER_SUGGESTIONS).optional(),
    question: z
      .string()
      .trim()
      .max(TUTOR_HELPER_LIMITS.questionMaxChars, { error: TUTOR_HELPER_MESSAGES.questionTooLong })
      .optional(),
    /** The panel's language, used when the parent chose none for the child. */
    locale: z.enum(LOCALES).optional(),
  })
  .refine((body) => Boolean(body.suggestion) || Boolean(body.question), {
    error: TUTOR_HELPER_MESSAGES.questionRequired,
    path: ['question'],
  });
export type AskHelperInput = z.infer<typeof askHelperSchema>;

export const helperSettingSchema = z.object({
  enabled: z.boolean({ error: TUTOR_HELPER_MESSAGES.chooseEnabled }),
});

/** What the child's panel knows before asking: whether the helper is there for them, and today's questions left. */
export type HelperStatus = { available: boolean; limit: number; left: number };

/**
 * The ask's answer, one JSON object a line (application/x-ndjson), in order: `start`, then either `text` pieces
 * (held back and screened a sentence at a time, decision 034-q) possibly followed by one `replace` that takes the
 * place of all the text so far, or a single `refusal`; then `done`.
 */
export type HelperStreamEvent =
  | { type: 'start'; rung: HintRung | null; left: number }
  | { type: 'text'; text: string }
  | { type: 'replace'; reason: OutputReplacement }
  | { type: 'refusal'; reason: InputRefusal }
  | { type: 'done'; left: number };

/** One exchange as the parent reads it. `reply` is null when the child saw one of the fixed texts of `outcome`. */
export type HelperExchange = {
  id: string;
  askedAt: string;
  exerciseId: string;
  skillId: string;
  question: string;
  suggestion: HelperSuggestion | null;
  reply: string | null;
  rung: HintRung | null;
  refused: boolean;
  outcome: HelperOutcome | null;
};

export type HelperChildSettings = {
  childId: string;
  childName: string;
  enabled: boolean;
  /** The child is 9 to 12 today. */
  ageAllowed: boolean;
  exchanges: HelperExchange[];
};
