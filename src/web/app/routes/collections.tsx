// /dashboard/parent/collections: the parent's collections and their children, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { childrenQueryOptions } from '#web/features/children';
import { collectionsQueryOptions } from '#web/features/family';
import { CollectionsPage } from '#web/features/family/pages/collections-page';
import { useParentChildren } from '../parent-children';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(collectionsQueryOptions(api)),
      queryClient.prefetchQuery(childrenQueryOptions(api)),
    ]),
  );
}

export default function CollectionsRoute() {
  return <CollectionsPage kids={useParentChildren()} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'dashboards', 'family'] };
