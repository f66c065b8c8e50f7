// "Start today's lesson" / "Carry on": asks the server for today's lesson of a subject (a new one, or the unfinished
// one), keeps its answer as the lesson page's data (no second request) and opens the page. A refusal (Free's one
// lesson a day) stays on the home with the server's own words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Subject } from '#shared/tutor/exercise';
import type { LessonView } from '#shared/tutor/learn-api';
import { LEARN_HOME_QUERY_KEY, lessonQueryKey, startLesson } from '../api/learn-api';

export function useStartLesson(lessonPath: (lessonId: string) => string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation<LessonView, Error, Subject>({
    mutationFn: (subject) => startLesson({ subject }),
    onSuccess: async (lesson) => {
      queryClient.setQueryData(lessonQueryKey(lesson.id), lesson);
      void queryClient.invalidateQueries({ queryKey: LEARN_HOME_QUERY_KEY });
      await navigate(lessonPath(lesson.id));
    },
  });
}
