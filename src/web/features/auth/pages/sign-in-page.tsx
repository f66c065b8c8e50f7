// /signin: e-mail and password, Google, forgot-password and register links. Afterwards: the page the guard
// remembered, or where the server's spec §4 routing says. The form is a plain post to the route's action, so it
// signs in before the app's scripts have loaded (or without them); once loaded, the app sends it itself.
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  Form,
  Link,
  useActionData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { ACCOUNT_MESSAGES, ACCOUNT_SUSPENDED_CODE } from '#shared/account-messages';
import { type Me, signInSchema } from '#shared/accounts.schema';
import { INVITATION_REQUIRED_CODE, OUTREACH_MESSAGES } from '#shared/outreach-messages';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { isSafeReturnPath, takeReturnTo } from '#web/lib/auth-storage';
import {
  cookiesSetBy,
  type FormRefusal,
  formFields,
  postToApi,
  redirectWithCookies,
  refusal,
  refuseFields,
  textFields,
} from '#web/lib/form-action';
import { type FieldErrors, translatedFieldErrors, validateForm } from '#web/lib/form-errors';
import { messageText, serverMessageText } from '#web/lib/i18n/message-text';
import { useSignInEmail } from '../api/sign-in-email';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { OrDivider } from '../components/or-divider';

/**
 * The post without the app: the same check and API call, the session cookie set on the redirect to where the
 * session's spec §4 routing (or a safe `next`) says.
 */
export async function signInAction({ request, context }: ActionFunctionArgs) {
  const fields = await formFields(request);
  const parsed = signInSchema.safeParse({ email: fields.email ?? '', password: fields.password ?? '' });
  if (!parsed.success) return withEmail(refuseFields(parsed.error.issues), fields.email);
  const answer = await postToApi(context, request, '/api/auth/sign-in/email', parsed.data);
  if (!answer.ok) return withEmail(await refusal(answer, ['email', 'password']), parsed.data.email);
  const session = await context.api('/api/me', { headers: { cookie: cookiesSetBy(answer) } });
  const me = session.ok ? ((await session.json()) as Me) : null;
  const next = new URL(request.url).searchParams.get('next');
  return redirectWithCookies(next && isSafeReturnPath(next) ? next : (me?.nextPath ?? '/feed'), answer);
}

/** A refused post keeps the address typed (never the password). */
function withEmail(refused: ReturnType<typeof refuseFields>, email: string | undefined) {
  refused.data.values = { email: email ?? '' };
  return refused;
}

export function SignInPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignInEmail();
  const posted = useActionData<FormRefusal>();
  const formRef = useRef<HTMLFormElement>(null);
  // Until the app checks the form itself, the messages shown are the ones a plain post came back with.
  const [checked, setErrors] = useState<FieldErrors | null>(null);
  const errors = checked ?? translatedFieldErrors(posted);
  // After a refused Google sign-in better-auth appends its own `error` (our refusal's code) to '/signin?error=oauth'.
  const oauthErrors = searchParams.getAll('error');
  const oauthFailed = oauthErrors.includes('oauth');
  const oauthRefusal = oauthErrors.includes(INVITATION_REQUIRED_CODE)
    ? OUTREACH_MESSAGES.invitationRequired
    : null;
  const oauthSuspended = oauthErrors.includes(ACCOUNT_SUSPENDED_CODE);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(signInSchema, textFields(event.currentTarget), formRef.current, setErrors);
    if (!data) return;
    signIn.mutate(data, {
      onSuccess: (me) => {
        void navigate(takeReturnTo() ?? me?.nextPath ?? '/feed', { replace: true });
      },
    });
  };

  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <FormCard title={t('signIn.title')} icon="key" intro={t('signIn.intro')}>
      <div className="space-y-4">
        {oauthFailed && !signIn.isError ? (
          <ErrorBanner>
            {oauthRefusal ? (
              <>
                {messageText(oauthRefusal)}{' '}
                <Link to="/register" className="font-bold underline">
                  {t('signIn.joinWaitingList')}
                </Link>
              </>
            ) : oauthSuspended ? (
              messageText(ACCOUNT_MESSAGES.suspended)
            ) : (
              t('signIn.oauthFailed')
            )}
          </ErrorBanner>
        ) : null}
        {signIn.isError ? (
          <ErrorBanner>{errorMessage(signIn.error)}</ErrorBanner>
        ) : posted?.error && signIn.isIdle ? (
          <ErrorBanner>{serverMessageText(posted.error)}</ErrorBanner>
        ) : null}
        <Form method="post" ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={posted?.values?.email}
            error={errors.email}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <p className="text-end text-sm">
            <Link to="/forgot-password" className={TEXT_LINK}>
              {t('signIn.forgotPassword')}
            </Link>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('actions.signIn')}
          </Button>
        </Form>
      </div>
      <OrDivider />
      <GoogleSignInButton />
      <p className="mt-6 text-center text-sm text-stone-700">
        <Trans
          t={t}
          i18nKey="signIn.newHere"
          components={{ a: <Link to="/register" className={TEXT_LINK} /> }}
        />
      </p>
    </FormCard>
  );
}
