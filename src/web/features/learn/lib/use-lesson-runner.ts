// One lesson on screen, phone or TV alike: which exercise is up (the number of answers the server holds, so a reload
// resumes), each answer sent to the server in order, the server's praise, the stars and the skills newly mastered,
// and the end. An answer is never lost: a failed send is tried again by itself (the same index, which the server
// takes once), then offered to the child as "Try again"; an answer the server finds out of order (another tab went
// on) is dropped and the lesson read again from the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';
import type { LessonAnswerResult, LessonView } from '#shared/tutor/learn-api';
import { ApiError } from '#web/lib/api-client';
import { useShowLessonOnScreen } from '#web/lib/lesson-on-screen';
import {
  isTransient,
  LEARN_HOME_QUERY_KEY,
  lessonQueryKey,
  lessonQueryOptions,
  postLessonAnswer,
} from '../api/learn-api';

/** Automatic resends of one answer before the child is asked to try again. */
const AUTO_RETRIES = 2;
const RETRY_DELAY_MS = 1000;

type Sending = { index: number; response: ExerciseResponse };

export type LessonRunner =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | {
      state: 'exercise';
      lesson: LessonView;
      exercise: Exercise;
      /** The exercise on screen, from 0. */
      index: number;
      total: number;
      /** Stars of this lesson so far (a right first try each). */
      stars: number;
      /** The answer is on its way to the server. */
      sending: boolean;
      /** The answer could not be sent: the child may send it again. */
      failed: unknown;
      /** The server's word on this exercise's answer, once it has it. */
      result: LessonAnswerResult | null;
      onAnswer: (response: ExerciseResponse, correct: boolean) => void;
      resend: () => void;
      /** On to the next exercise (or the celebration after the last). */
      next: () => void;
    }
  | { state: 'finished'; lesson: LessonView; stars: number; total: number; newlyMastered: string[] };

const starsOf = (lesson: LessonView) => lesson.answers.filter((answer) => answer.correct).length;

export function useLessonRunner(lessonId: string): LessonRunner {
  const queryClient = useQueryClient();
  const lesson = useQuery(lessonQueryOptions(lessonId));
  const [showing, setShowing] = useState<number | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [result, setResult] = useState<{ index: number; result: LessonAnswerResult } | null>(null);
  const [newlyMastered, setNewlyMastered] = useState<string[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const data = lesson.data;
  const answered = data?.answers.length ?? 0;
  const total = data?.exercises.length ?? 0;
  const index = showing ?? answered;
  const finished = data !== undefined && (data.finishedAt !== null || answered >= total) && showing === null;
  // The heartbeat names the lesson while it is being answered (learning time); the celebration is not learning.
  useShowLessonOnScreen(data && !finished ? lessonId : null);

  const send = useCallback(
    async (answer: Sending) => {
      setSending(answer);
      setFailed(null);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const answerResult = await postLessonAnswer(lessonId, answer);
          queryClient.setQueryData<LessonView>(lessonQueryKey(lessonId), (old) =>
            old && old.answers.length === answer.index
              ? {
                  ...old,
                  answers: [...old.answers, { index: answer.index, correct: answerResult.correct }],
                  stars: old.stars + (answerResult.correct ? 1 : 0),
                  finishedAt: answerResult.finished ? new Date().toISOString() : old.finishedAt,
                }
              : old,
          );
          // The home's stars, mastery and today's lesson change with each answer.
          void queryClient.invalidateQueries({ queryKey: LEARN_HOME_QUERY_KEY });
          if (!mounted.current) return;
          setResult({ index: answer.index, result: answerResult });
          if (answerResult.newlyMastered.length > 0)
            setNewlyMastered((before) => [...before, ...answerResult.newlyMastered]);
          setSending(null);
          return;
        } catch (error) {
          if (!mounted.current) return;
          if (isTransient(error) && attempt < AUTO_RETRIES) {
            await new Promise((resolve) => window.setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
            if (!mounted.current) return;
            continue;
          }
          setSending(null);
          if (error instanceof ApiError && error.status === 409) {
            // The server holds another number of answers: it knows best where the lesson is.
            setShowing(null);
            setResult(null);
            await queryClient.invalidateQueries({ queryKey: lessonQueryKey(lessonId) });
            return;
          }
          setFailed(error);
          return;
        }
      }
    },
    [lessonId, queryClient],
  );

  // The answer the child gave last, kept for "Try again".
  const lastAnswer = useRef<Sending | null>(null);

  if (lesson.isPending) return { state: 'loading' };
  if (lesson.isError || !data) {
    return { state: 'error', error: lesson.error, retry: () => void lesson.refetch() };
  }
  if (finished) return { state: 'finished', lesson: data, stars: starsOf(data), total, newlyMastered };
  const exercise = data.exercises[index];
  if (!exercise) return { state: 'finished', lesson: data, stars: starsOf(data), total, newlyMastered };

  return {
    state: 'exercise',
    lesson: data,
    exercise,
    index,
    total,
    stars: starsOf(data),
    sending: sending !== null,
    failed,
    result: result?.index === index ? result.result : null,
    onAnswer: (response) => {
      // The turn's first try, once; the server decides whether it was right.
      if (index !== answered || sending || result?.index === index) return;
      const answer = { index, response };
      lastAnswer.current = answer;
      setShowing(index);
      void send(answer);
    },
    resend: () => {
      if (lastAnswer.current && !sending) void send(lastAnswer.current);
    },
    next: () => {
      if (result?.index !== index) return;
      setShowing(null);
      setResult(null);
    },
  };
}
