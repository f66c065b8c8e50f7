// /register?role=parent|creator[&invite=…]: the registration form while registration is open; while it is
// invite-only, the private-beta notice with the mailing-list form, or the form with the invited
// address filled in when the link's invitation is valid (the server refuses a sign-up without one either way).
import { type ActionFunctionArgs, useLocation, useSearchParams } from 'react-router';
import { signUpSchema } from '#shared/accounts.schema';
import { INVITATION_HEADER } from '#shared/outreach-messages';
import { LoadingState } from '#web/components/spinner';
import { mailingListAction, useInvitation } from '#web/features/outreach';
import {
  cookiesSetBy,
  formFields,
  postToApi,
  redirectWithCookies,
  refusal,
  refuseFields,
} from '#web/lib/form-action';
import { parseSelfServiceRole, setupPathFor } from '#web/lib/roles';
import { useSite } from '../api/get-site';
import { RegisterForm, type RegisterPosted } from '../components/register-form';
import { WaitlistNotice } from '../components/waitlist-notice';

/**
 * The page's plain posts: the mailing list's (while invite-only), or the registration form's — sign up, sign in with
 * the password just chosen, the role, onboarding seen — then the role's setup with the new session's cookies. An
 * address that had an account answers "check your email", as the app's form does.
 */
export async function registerAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const fields = await formFields(request.clone());
  if (fields.intent === 'mailing-list') return mailingListAction(args);
  const keep = <T extends { data: RegisterPosted }>(refused: T) => {
    refused.data.values = { name: fields.name ?? '', email: fields.email ?? '' };
    return refused;
  };
  const parsed = signUpSchema.safeParse({
    name: fields.name ?? '',
    email: fields.email ?? '',
    password: fields.password ?? '',
  });
  if (!parsed.success) return keep(refuseFields(parsed.error.issues));
  const invite = fields.invite ? { [INVITATION_HEADER]: fields.invite } : undefined;
  const signUp = await postToApi(context, request, '/api/auth/sign-up/email', parsed.data, invite);
  if (!signUp.ok) return keep(await refusal(signUp, ['name', 'email', 'password']));
  const signIn = await postToApi(context, request, '/api/auth/sign-in/email', {
    email: parsed.data.email,
    password: parsed.data.password,
  });
  if (signIn.status === 401) return { checkEmail: parsed.data.email } satisfies RegisterPosted;
  if (!signIn.ok) return keep(await refusal(signIn));
  const session = { cookie: cookiesSetBy(signIn) };
  const role = parseSelfServiceRole(fields.role);
  const chosen = await postToApi(context, request, '/api/me/role', { role }, session);
  if (!chosen.ok) return keep(await refusal(chosen));
  if (fields.fromOnboarding) await postToApi(context, request, '/api/me/onboarding-complete', {}, session);
  return redirectWithCookies(setupPathFor(role), signIn);
}

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
