// /register?role=parent|creator[&invite=…]: the registration form while registration is open; while it is
// invite-only, the private-beta notice with the mailing-list form, or the form with the invited
// address filled in when the link's invitation is valid (the server refuses a sign-up without one either way).
import { useLocation, useSearchParams } from 'react-router';
import { LoadingState } from '#web/components/spinner';
import { useInvitation } from '#web/features/outreach';
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
  const inviteToken = searchParams.get('invite');
  const invitation = useInvitation(inviteToken);

  if (site.isPending || (inviteToken && invitation.isPending)) return <LoadingState />;
  if (inviteToken && invitation.data) {
    return (
      <RegisterForm
        key={`${role}-invite`}
        role={role}
        fromOnboarding={fromOnboarding}
        fromQuery={fromQuery}
        invitation={{ token: inviteToken, email: invitation.data.email }}
      />
    );
  }
  if (site.data?.registration !== 'open') return <WaitlistNotice inviteInvalid={Boolean(inviteToken)} />;
  // Keyed by role so switching role starts a fresh form.
  return <RegisterForm key={role} role={role} fromOnboarding={fromOnboarding} fromQuery={fromQuery} />;
}
