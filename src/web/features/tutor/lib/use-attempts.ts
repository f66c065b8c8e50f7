// The turn of one exercise: a right answer ends it with praise; a wrong one gets a kind "try again"; a second wrong
// one ends it with the right answer shown. The host hears once, when the turn ends, with the child's first answer
// and whether it was right (a second try after "not that one" is not yet knowing it, so mastery counts the first).
import { useRef, useState } from 'react';
import { checkResponse } from '#shared/tutor/check';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';

/** Tries before the right answer is shown. */
export const MAX_TRIES = 2;

export type Phase = 'answering' | 'retry' | 'right' | 'shown';

export type OnAnswer = (response: ExerciseResponse, correct: boolean) => void;

export type Attempts = {
  phase: Phase;
  /** The turn is over: nothing more can be answered. */
  finished: boolean;
  /** Judges one try and returns whether it was right. */
  submit: (response: ExerciseResponse) => boolean;
  /** Ends the turn with a result the view decided itself (a trace, judged stroke by stroke). */
  finish: (response: ExerciseResponse) => void;
};

export function useAttempts(exercise: Exercise, onAnswer: OnAnswer): Attempts {
  const [phase, setPhase] = useState<Phase>('answering');
  const first = useRef<{ response: ExerciseResponse; correct: boolean } | null>(null);
  const tries = useRef(0);
  const finished = phase === 'right' || phase === 'shown';
  const done = useRef(false);

  const end = (ending: Phase) => {
    setPhase(ending);
    if (done.current || !first.current) return;
    done.current = true;
    onAnswer(first.current.response, first.current.correct);
  };

  const submit = (response: ExerciseResponse): boolean => {
    if (done.current) return false;
    const correct = checkResponse(exercise, response);
    first.current ??= { response, correct };
    tries.current += 1;
    if (correct) end('right');
    else if (tries.current >= MAX_TRIES) end('shown');
    else setPhase('retry');
    return correct;
  };

  const finish = (response: ExerciseResponse) => {
    if (done.current) return;
    const correct = checkResponse(exercise, response);
    first.current = { response, correct };
    end(correct ? 'right' : 'shown');
  };

  return { phase, finished, submit, finish };
}
