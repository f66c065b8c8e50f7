// /tv/child/learn/lessons/:lessonId: one of the child's own lessons on the TV, read before drawing with its answers
// so far; the screen goes on from the next exercise, drawn with the exercise screen's TV views (the remote).
import type { LoaderFunctionArgs } from 'react-router';
import { type ExerciseSlotProps, lessonQueryOptions } from '#web/features/learn';
import { TvChildLessonPage } from '#web/features/learn/pages/tv-learn-pages';
import { ExerciseView } from '#web/features/tutor';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(lessonQueryOptions(params.lessonId ?? '', api)),
  );
}

const renderExercise = (props: ExerciseSlotProps) => <ExerciseView {...props} variant="tv" />;

export default function TvChildLessonRoute() {
  return <TvChildLessonPage renderExercise={renderExercise} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'learn', 'tv'] };
