// /tutor: the Tutor's page. For a visitor it is the same for everyone (kept, decision 030-p); a signed-in parent's is
// drawn for them with a card per child linking to that child's progress, so the loader reads the children only for
// a parent.
import type { LoaderFunctionArgs } from 'react-router';
import { childrenQueryOptions } from '#web/features/children';
import { meQueryOptions } from '#web/lib/session';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, async (queryClient, api) => {
    const me = await queryClient.fetchQuery(meQueryOptions(api)).catch(() => null);
    if (me?.user.role === 'parent') await queryClient.prefetchQuery(childrenQueryOptions(api));
  });
}

export { TutorRoutePage as default } from './tutor-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common', 'site', 'learning-progress'] };
