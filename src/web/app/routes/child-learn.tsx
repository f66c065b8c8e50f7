// /child/learn: the child's Learn tab, its home read with the device's child credential before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { learnHomeQueryOptions } from '#web/features/learn';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(learnHomeQueryOptions(api)));
}

export { LearnHomePage as default } from '#web/features/learn/pages/learn-home-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'learn'] };
