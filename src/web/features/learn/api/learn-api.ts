// The Learn tab's requests (the Tutor's HTTP contract, #shared/tutor/learn-api): the child's home, a lesson, starting
// today's lesson of a subject and answering one exercise. Lessons live on the server, which checks every answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  LearnHome,
  LessonAnswerInput,
  LessonAnswerResult,
  LessonView,
  StartLessonInput,
} from '#shared/tutor/learn-api';
import { ApiError, type ApiFetch, apiGet, apiRequest } from '#web/lib/api-client';

export const LEARN_HOME_QUERY_KEY = ['child', 'learn', 'home'] as const;

export const lessonQueryKey = (lessonId: string) => ['child', 'learn', 'lesson', lessonId] as const;

export function learnHomeQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: LEARN_HOME_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<LearnHome>('/api/child/learn', { signal, fetch: api }),
    retry: false,
    staleTime: 30_000,
  });
}

export function useLearnHome() {
  return useQuery(learnHomeQueryOptions());
}

export function lessonQueryOptions(lessonId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: lessonQueryKey(lessonId),
    queryFn: ({ signal }) =>
      apiGet<LessonView>(`/api/child/learn/lessons/${encodeURIComponent(lessonId)}`, { signal, fetch: api }),
    retry: false,
    // The page keeps its copy in step with each answer; the server's copy is read again only after a reload.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Today's lesson of a subject: a new one (201) or the unfinished one carried on (200); Free's second → 403. */
export function startLesson(input: StartLessonInput): Promise<LessonView> {
  return apiRequest<LessonView>('/api/child/learn/lessons', { method: 'POST', body: input });
}

export function postLessonAnswer(lessonId: string, input: LessonAnswerInput): Promise<LessonAnswerResult> {
  return apiRequest<LessonAnswerResult>(`/api/child/learn/lessons/${encodeURIComponent(lessonId)}/answers`, {
    method: 'POST',
    body: input,
  });
}

/** A failure worth sending the same answer again for: the network, or the server busy or failing for a moment. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}
