// A slim banner under the top bar for every signed-in user whose address is not confirmed yet. Part of the app
// shell, so the check is here and the banner itself (with react-i18next's Trans) loads only when it shows.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '#web/lib/session';

const UnverifiedEmailBannerBody = lazy(() =>
  import('./verify-email-notice').then((module) => ({ default: module.UnverifiedEmailBannerBody })),
);

/** Pages that show their own notice (one resend button per page is enough). */
const PAGES_WITH_OWN_NOTICE = ['/email-verified', '/dashboard/parent/pending-content', '/share', '/submit'];

export function UnverifiedEmailBanner() {
  const me = useMe();
  const { pathname } = useLocation();
  if (!me.data || me.data.user.emailVerified || PAGES_WITH_OWN_NOTICE.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UnverifiedEmailBannerBody email={me.data.user.email} />
    </Suspense>
  );
}
