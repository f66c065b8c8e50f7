// /profile/:id and /profile (the caller's own): the profile, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { publicProfileQueryOptions } from '#web/features/profile';
import { meQueryOptions } from '#web/lib/session';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, async (queryClient, api) => {
    // The own profile's id is the caller's (the guard has checked there is one).
    const userId = params.id ?? (await queryClient.fetchQuery(meQueryOptions(api)))?.user.id;
    if (userId) await queryClient.prefetchQuery(publicProfileQueryOptions(userId, api));
  });
}

export { PublicProfilePage as default } from '#web/features/profile/pages/public-profile-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'domain', 'profile', 'video'] };
