// The exit gate: leaving child mode takes the parent's PIN when one is set, otherwise the answer to a sum;
// tries are limited per parent, counted before they are checked.

import type { ChildSessionContext } from '#server/access';
import type { Database } from '#server/db/client';
import { clearExitAttempts, takeExitAttempt } from '#server/db/repos/parent-profiles.repo';
import type { AuthService as Auth } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import {
  CHILD_MODE_MESSAGES,
  type ExitChallenge,
  type ExitChildModeInput,
  exitQuestion,
} from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import type { MessageKey } from '#shared/message-key';
import { endSessionOnExit, findExitAnswer, setExitAnswer } from './exit-gate.repo';

/** The exit gate: the parent's PIN when one is set, otherwise a new sum of two numbers from 1 to 10. */
export async function exitChallenge(db: Database, context: ChildSessionContext): Promise<ExitChallenge> {
  if (context.parent.exitPinHash) return { mode: 'pin' };
  const { a, b } = exitQuestion();
  await setExitAnswer(db, context.session.id, a + b);
  return { mode: 'math', question: `What is ${a} + ${b}?` };
}

/**
 * Checks the answer (or PIN) with a per-parent limit on wrong tries; on success the session ends, its
 * credential stops working and the caller restores the parent's session cookie.
 */
export async function exitChildMode(
  db: Database,
  auth: Auth,
  context: ChildSessionContext,
  input: ExitChildModeInput,
  now: Date = new Date(),
): Promise<void> {
  const parentId = context.session.parentId;
  // The try is counted before the answer is looked at, so simultaneous guesses cannot all be checked
  // against an allowance none of them has used yet; a right answer gives the allowance back.
  const profile = await takeExitAttempt(
    db,
    parentId,
    now,
    LIMITS.exitMaxFailedAttempts,
    new Date(now.getTime() + LIMITS.exitLockMinutes * 60_000),
  );
  if (!profile) throw new AppError('RATE_LIMITED', CHILD_MODE_MESSAGES.tooManyAttempts);
  let correct: boolean;
  let wrongMessage: MessageKey;
  if (profile.pinHash) {
    wrongMessage = CHILD_MODE_MESSAGES.wrongPin;
    correct =
      'pin' in input &&
      (await (await auth.$context).password.verify({ password: input.pin, hash: profile.pinHash }));
  } else {
    wrongMessage = CHILD_MODE_MESSAGES.wrongAnswer;
    const answer = await findExitAnswer(db, context.session.id);
    correct = 'answer' in input && answer !== null && answer === input.answer;
  }
  if (!correct) throw new AppError('VALIDATION_FAILED', wrongMessage);
  await clearExitAttempts(db, parentId);
  await endSessionOnExit(db, context.session.id, now);
}
