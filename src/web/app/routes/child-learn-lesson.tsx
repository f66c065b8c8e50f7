// /child/learn/lessons/:lessonId: one of the child's own lessons (another child's is not found), with the answers so
// far, read with the device's child credential before drawing; the page goes on from the next exercise. The route
// composes the exercise screen (tutor) and Ask Qamar (tutor-helper) into the lesson (learn).
import type { LoaderFunctionArgs } from 'react-router';
import { type ExerciseSlotProps, lessonQueryOptions } from '#web/features/learn';
import { LessonPage } from '#web/features/learn/pages/lesson-page';
import { ExerciseView } from '#web/features/tutor';
import { AskQamarPanel } from '#web/features/tutor-helper';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(lessonQueryOptions(params.lessonId ?? '', api)),
  );
}

const renderExercise = (props: ExerciseSlotProps) => <ExerciseView {...props} variant="phone" />;

export default function ChildLessonRoute() {
  return (
    <LessonPage renderExercise={renderExercise} renderHelper={(place) => <AskQamarPanel {...place} />} />
  );
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'learn', 'tutor-helper'] };
