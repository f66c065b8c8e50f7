// /complete-profile: an account with a choice to make sees it; any other goes where its session says, on the server.
import { COMPLETE_PROFILE_PATH } from '#web/features/profile/pages/complete-profile-page';
import { sendOnLoader } from '../guard';

export const loader = sendOnLoader((me) => (me.nextPath === COMPLETE_PROFILE_PATH ? null : me.nextPath));

export { CompleteProfilePage as default } from '#web/features/profile/pages/complete-profile-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'profile'] };
