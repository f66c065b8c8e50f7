// /dashboard/parent/children/:childId/ask-qamar: Ask Qamar for one child (the switch and the chats), read before
// drawing. Without a configured endpoint the read answers 404 and the page says so.
import type { LoaderFunctionArgs } from 'react-router';
import { helperSettingsQueryOptions } from '#web/features/tutor-helper';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(helperSettingsQueryOptions(params.childId ?? '', api)),
  );
}

export { HelperSettingsPage as default } from '#web/features/tutor-helper/pages/helper-settings-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'dashboards', 'tutor-helper'] };
