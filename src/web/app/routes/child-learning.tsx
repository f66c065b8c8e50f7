// /dashboard/parent/children/:childId/learning: one child's Tutor progress and learning settings, read before drawing
// (the report, the children for the child's name, and whether Ask Qamar is on for the child: off when it is not
// configured, and then the page has no link to it).
import type { LoaderFunctionArgs } from 'react-router';
import { childrenQueryOptions } from '#web/features/children';
import { learningReportQueryOptions } from '#web/features/learning-progress';
import { helperOnQueryOptions } from '#web/features/tutor-helper';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  const childId = params.childId ?? '';
  return prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(learningReportQueryOptions(childId, api)),
      queryClient.prefetchQuery(childrenQueryOptions(api)),
      queryClient.prefetchQuery(helperOnQueryOptions(childId, api)),
    ]),
  );
}

export { ChildLearningPage as default } from './child-learning-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common', 'dashboards', 'learning-progress'] };
