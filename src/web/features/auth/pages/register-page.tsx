// /register?role=parent|creator: the waitlist notice, unless the visitor came from onboarding or
// registration is open.
import { useLocation, useSearchParams } from 'react-router';
import { LoadingState } from '#web/components/spinner';
import { parseSelfServiceRole } from '#web/lib/roles';
import { useSite } from '../api/get-site';
import { RegisterForm } from '../components/register-form';
import { WaitlistNotice } from '../components/waitlist-notice';

function cameFromOnboardingState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'fromOnboarding' in state && state.fromOnboarding === true
  );
}

export function RegisterPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const site = useSite();
  const role = parseSelfServiceRole(searchParams.get('role'));
  const fromQuery = searchParams.get('from') === 'onboarding';
  const fromOnboarding = fromQuery || cameFromOnboardingState(location.state);

  if (!fromOnboarding) {
    if (site.isPending) return <LoadingState />;
    if (site.data?.registration !== 'open') return <WaitlistNotice />;
  }
  // Keyed by role so switching role starts a fresh form.
  return <RegisterForm key={role} role={role} fromOnboarding={fromOnboarding} fromQuery={fromQuery} />;
}
