// "Learn first": the parent's minutes of learning before videos open today, as the child's session carries them.
import type { ChildSessionInfo } from '#shared/child-mode';
import type { LearnFirstState } from '#shared/tutor/learn-api';
import { ApiError } from '#web/lib/api-client';

/** The session's learn-first state; null when the parent has not turned it on (or the session is not known yet). */
export function learnFirstOf(session: ChildSessionInfo | undefined): LearnFirstState | null {
  return session?.learnFirst ?? null;
}

/** Whole minutes of learning still needed before videos open (at least 1 while they are closed). */
export function minutesToGo(state: LearnFirstState): number {
  return Math.max(1, Math.ceil((state.minutes * 60 - state.learnedSeconds) / 60));
}

/** The server refused a video because learning comes first today. */
export function isLearnFirstRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'LEARN_FIRST';
}
