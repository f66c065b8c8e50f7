// /dashboard/parent/prayer-times: the family's prayer-time pauses, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { prayerTimesQueryOptions } from '#web/features/prayer-times';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(prayerTimesQueryOptions(api)));
}

export { PrayerSettingsPage as default } from '#web/features/prayer-times/pages/prayer-settings-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'dashboards', 'domain', 'prayer-times'] };
