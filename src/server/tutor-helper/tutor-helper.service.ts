// Ask Qamar's rules (decision 034-q). A child's question: the parent's switch and the child's age checked, one of
// the day's questions counted (the cap), the input guard, then the model through the blueprint, its reply held back
// and screened a sentence at a time (the answer check before the ladder's last rung), every exchange stored. The
// parent's side: the switch (9 to 12 only), the transcript, its deletion, the family export.
import { type ChildSessionContext, type SessionUser, timeZoneOf } from '#server/access';
import { findOwnChild } from '#server/children';
import type { Database, DbOrTx } from '#server/db/client';
import { isForeignKeyViolation } from '#server/db/errors';
import type { AppDeps } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { loadScreeningRules } from '#server/moderation';
import { lessonExerciseForHelper } from '#server/tutor';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { zonedInstant } from '#shared/child-time';
import { DEFAULT_LOCALE, type Locale } from '#shared/locales';
import { localDay } from '#shared/screen-time';
import type { Exercise } from '#shared/tutor/exercise';
import {
  type AskHelperInput,
  type HelperChildSettings,
  type HelperExchange,
  type HelperStatus,
  type HelperStreamEvent,
  HINT_RUNGS,
  type HintRung,
  helperAgeAllowed,
  type OutputReplacement,
  TUTOR_HELPER_LIMITS,
  TUTOR_HELPER_MESSAGES,
} from '#shared/tutor-helper';
import { guardQuestion, replyFailsScreening, revealsAnswer } from '#shared/tutor-helper-guard';
import { buildConversation, questionText } from './blueprint';
import type { HelperModel } from './llm-client';
import {
  allExchangesOfChild,
  deleteExchangesOfChild,
  type ExchangeRow,
  earlierTurns,
  exchangesOfChild,
  insertExchange,
  questionsUsed,
  releaseQuestion,
  reserveQuestion,
  setHelperEnabled,
} from './tutor-helper.repo';

const PER_DAY = TUTOR_HELPER_LIMITS.questionsPerDay;
/** A reply longer than this stops there: the model was asked for three short sentences. */
const MAX_REPLY_CHARS = 700;

/**
 * The platform's screening terms (the data file's and those admins added), one list: any of them in a question or a
 * reply is enough to stop it. The instrument words apply only to items that say they have no music, so not here.
 */
async function screeningTerms(db: DbOrTx): Promise<string[]> {
  const rules = await loadScreeningRules(db as Database);
  return rules.filter((rule) => !rule.onlyWithoutMusic).flatMap((rule) => rule.terms);
}

function helperOpenFor(context: ChildSessionContext, now: Date): boolean {
  return context.child.tutorHelperEnabled && helperAgeAllowed(context.child.dateOfBirth, now);
}

export async function helperStatus(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  context: ChildSessionContext,
): Promise<HelperStatus> {
  const now = deps.clock();
  const available = helperOpenFor(context, now);
  const used = available
    ? await questionsUsed(deps.db, context.child.id, localDay(now, timeZoneOf(context)))
    : 0;
  return { available, limit: PER_DAY, left: Math.max(0, PER_DAY - used) };
}

/** A sentence ends at . ! ? ؟ ۔ or a line break followed by white space ("3.5" and "3:30" do not end one). */
function lastSentenceEnd(text: string, from: number): number {
  let end = -1;
  for (const match of text.slice(from).matchAll(/[.!?؟۔\n](?=\s)/g)) end = from + match.index + 1;
  return end;
}

type Turn = {
  childId: string;
  exercise: Exercise;
  question: string;
  suggestion: AskHelperInput['suggestion'];
};

function toExchangeRow(
  turn: Turn,
  fields: Pick<ExchangeRow, 'reply' | 'rung' | 'refused' | 'outcome'>,
  at: Date,
) {
  return {
    childId: turn.childId,
    askedAt: at,
    exerciseId: turn.exercise.id,
    skillId: turn.exercise.skillId,
    question: turn.question,
    suggestion: turn.suggestion ?? null,
    ...fields,
  };
}

/** Stores an exchange; a child deleted meanwhile has nothing left to store it under. */
async function store(db: DbOrTx, row: Parameters<typeof insertExchange>[1]): Promise<void> {
  try {
    await insertExchange(db, row);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/**
 * The model's reply, held back and screened a sentence at a time: each check reads the whole reply so far, so a term
 * split across pieces is still found, and a sentence is shown only once it passed. A failed check ends the reply
 * with a `replace` (the child's panel then shows a fixed safe text instead of everything so far).
 */
async function* guardedReply(
  pieces: AsyncIterable<string>,
  signal: AbortSignal,
  check: (text: string) => OutputReplacement | null,
  result: { text: string; outcome: OutputReplacement | null },
): AsyncGenerator<HelperStreamEvent> {
  let buffer = '';
  let released = 0;
  for await (const piece of pieces) {
    buffer += piece;
    const end = lastSentenceEnd(buffer, released);
    if (end > released) {
      const verdict = check(buffer.slice(0, end));
      if (verdict) {
        result.outcome = verdict;
        yield { type: 'replace', reason: verdict };
        return;
      }
      yield { type: 'text', text: buffer.slice(released, end) };
      released = end;
    }
    if (buffer.length > MAX_REPLY_CHARS) {
      buffer = buffer.slice(0, released > 0 ? released : MAX_REPLY_CHARS);
      break;
    }
  }
  // A stream cut off by the deadline may end quietly rather than throw: half a reply is no reply.
  if (signal.aborted) throw new Error('the reply was cut off');
  const verdict = buffer.trim() === '' ? 'unavailable' : check(buffer);
  if (verdict) {
    result.outcome = verdict;
    yield { type: 'replace', reason: verdict };
    return;
  }
  if (buffer.length > released) yield { type: 'text', text: buffer.slice(released) };
  result.text = buffer.trim();
}

/**
 * Begins a child's question: refuses it (403 off, 429 over the day's cap) before anything streams, and returns the
 * events of its answer, which store the exchange when they end. The question counts against the cap whatever its
 * fate, so probing the guard costs turns; a failed endpoint gives its question back.
 */
export async function askHelper(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'> & { model: HelperModel },
  context: ChildSessionContext,
  input: AskHelperInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<HelperStreamEvent>> {
  const { db, model } = deps;
  const now = deps.clock();
  // Off for this child (or no longer 9 to 12): for them the helper does not exist.
  if (!helperOpenFor(context, now)) throw new AppError('NOT_FOUND', TUTOR_HELPER_MESSAGES.off);
  const timeZone = timeZoneOf(context);
  const locale: Locale = context.child.interfaceLanguage ?? input.locale ?? DEFAULT_LOCALE;
  const childId = context.child.id;
  const day = localDay(now, timeZone);
  // The exercise comes from the child's own stored lesson (not yet answered), never from the request: the guards
  // and the "never say it" line need its real answer. A lesson that is not theirs costs no question.
  const exercise = await lessonExerciseForHelper(db, childId, input.lessonId, input.index);
  let used: number | null;
  try {
    used = await reserveQuestion(db, childId, day, PER_DAY);
  } catch (error) {
    // The parent deleted the child while this question was on its way.
    if (isForeignKeyViolation(error))
      throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    throw error;
  }
  if (used === null)
    throw new AppError('RATE_LIMITED', TUTOR_HELPER_MESSAGES.dailyLimit, { params: { max: PER_DAY } });
  const left = PER_DAY - used;
  const turn: Turn = {
    childId,
    exercise,
    question: input.question ?? '',
    suggestion: input.question ? undefined : input.suggestion,
  };
  const terms = await screeningTerms(db);
  const refusal = input.question ? guardQuestion(input.question, exercise, terms) : null;
  if (refusal) {
    await store(db, toExchangeRow(turn, { reply: null, rung: null, refused: true, outcome: refusal }, now));
    return (async function* () {
      yield { type: 'start', rung: null, left };
      yield { type: 'refusal', reason: refusal };
      yield { type: 'done', left };
    })();
  }

  const earlier = await earlierTurns(db, childId, exercise.id, zonedInstant(day, 0, timeZone));
  const rung: HintRung = HINT_RUNGS[Math.min(earlier.length, HINT_RUNGS.length - 1)] ?? 'example';
  const messages = buildConversation({
    locale,
    exercise,
    rung,
    earlier: earlier.flatMap((row) =>
      row.reply
        ? [
            {
              question: row.question || questionText(locale, { suggestion: row.suggestion ?? 'hint' }),
              reply: row.reply,
            },
          ]
        : [],
    ),
    question: questionText(locale, input),
  });
  // The answer is checked on every rung but the last (a worked example of a similar exercise may name its numbers).
  const check = (text: string): OutputReplacement | null => {
    if (replyFailsScreening(text, terms)) return 'unsafeOutput';
    if (rung !== 'example' && revealsAnswer(text, exercise)) return 'answerWithheld';
    return null;
  };
  return (async function* () {
    yield { type: 'start', rung, left };
    const result: { text: string; outcome: OutputReplacement | null } = { text: '', outcome: null };
    let finalLeft = left;
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(model.timeoutMs)]);
    try {
      yield* guardedReply(model.stream(messages, deadline), deadline, check, result);
    } catch (error) {
      deps.logger.warn({ err: error }, 'Ask Qamar: the model endpoint failed');
      result.outcome = 'unavailable';
      yield { type: 'replace', reason: 'unavailable' };
    }
    if (result.outcome === 'unavailable') {
      await releaseQuestion(db, childId, day);
      finalLeft = left + 1;
    }
    await store(
      db,
      toExchangeRow(
        turn,
        { reply: result.outcome ? null : result.text, rung, refused: false, outcome: result.outcome },
        now,
      ),
    );
    yield { type: 'done', left: finalLeft };
  })();
}

function toExchange(row: ExchangeRow): HelperExchange {
  return {
    id: row.id,
    askedAt: row.askedAt.toISOString(),
    exerciseId: row.exerciseId,
    skillId: row.skillId,
    question: row.question,
    suggestion: row.suggestion ?? null,
    reply: row.reply ?? null,
    rung: row.rung ?? null,
    refused: row.refused,
    outcome: row.outcome ?? null,
  };
}

export async function helperSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  parent: SessionUser,
  childId: string,
): Promise<HelperChildSettings> {
  const child = await findOwnChild(deps.db, parent, childId);
  const rows = await exchangesOfChild(deps.db, child.id, TUTOR_HELPER_LIMITS.transcriptPage);
  return {
    childId: child.id,
    childName: child.name,
    enabled: child.tutorHelperEnabled,
    ageAllowed: helperAgeAllowed(child.dateOfBirth, deps.clock()),
    exchanges: rows.map(toExchange),
  };
}

/** The parent's switch: on only for a child aged 9 to 12 (403 otherwise); off always. */
export async function setHelper(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  parent: SessionUser,
  childId: string,
  enabled: boolean,
): Promise<HelperChildSettings> {
  const child = await findOwnChild(deps.db, parent, childId);
  if (enabled && !helperAgeAllowed(child.dateOfBirth, deps.clock())) {
    throw new AppError('FORBIDDEN', TUTOR_HELPER_MESSAGES.ageOnly);
  }
  await setHelperEnabled(deps.db, child.id, enabled);
  return helperSettings(deps, parent, child.id);
}

export async function deleteTranscript(
  db: Database,
  parent: SessionUser,
  childId: string,
): Promise<{ deleted: number }> {
  const child = await findOwnChild(db, parent, childId);
  return { deleted: await deleteExchangesOfChild(db, child.id) };
}

/** The child's exchanges for the family's data export. */
export async function tutorHelperExport(db: DbOrTx, childId: string): Promise<HelperExchange[]> {
  return (await allExchangesOfChild(db, childId)).map(toExchange);
}
