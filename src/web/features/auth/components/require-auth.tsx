// Route guard (comfort only; the server enforces every permission): Loading... while the session loads,
// signed out → remember the page and go to /, wrong role → /unauthorized.
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import type { UserRole } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { rememberReturnTo } from '#web/lib/auth-storage';
import { useMe } from '#web/lib/session';

export type SignInRequiredState = { signInRequired: true };

function RedirectSignedOut({ from }: { from: string }) {
  const navigate = useNavigate();
  // A navigation under way decides where the tab goes (signing out goes to /signin, and the session may read as
  // ended before that page is drawn): redirecting now would overtake it. Once it lands, this page is gone, or the
  // redirect runs then.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) return;
    // The tab has already left this page (signing out goes to its page before the router has drawn it, and the
    // session is forgotten meanwhile): where it goes is that navigation's, and this page is not one to return to.
    if (`${window.location.pathname}${window.location.search}` !== from) return;
    rememberReturnTo(from);
    const state: SignInRequiredState = { signInRequired: true };
    void navigate('/', { replace: true, state });
  }, [from, navigate, navigating]);
  return <LoadingState />;
}

type RequireAuthProps = {
  /** The one role allowed in; any signed-in user when absent. */
  role?: UserRole;
  /** Guarded content; the nested routes (<Outlet />) when absent. */
  children?: ReactNode;
};

export function RequireAuth({ role, children }: RequireAuthProps) {
  const { t } = useTranslation('auth');
  const me = useMe();
  const location = useLocation();

  if (me.data === undefined) {
    if (me.isError) {
      return (
        <div className="mx-auto max-w-md space-y-3 px-4 py-12">
          <ErrorBanner>{errorMessage(me.error)}</ErrorBanner>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        </div>
      );
    }
    return <LoadingState />;
  }
  if (me.data === null) return <RedirectSignedOut from={`${location.pathname}${location.search}`} />;
  if (role && me.data.user.role !== role) return <Navigate to="/unauthorized" replace />;
  return children ?? <Outlet />;
}
