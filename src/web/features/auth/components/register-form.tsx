// The registration form for one role: sign up, sign in with the password just chosen, give the account its role,
// then continue to that role's setup. Sign-up answers the same for an address that already has an account (its
// owner is e-mailed instead): when the sign-in then fails, the form says to check the e-mail, as the owner should.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigate } from 'react-router';
import { type SignUpInput, signUpSchema } from '#shared/accounts.schema';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { takeIntendedRole } from '#web/lib/auth-storage';
import { type FormRefusal, textFields } from '#web/lib/form-action';
import { type FieldErrors, translatedFieldErrors, validateForm } from '#web/lib/form-errors';
import { serverMessageText } from '#web/lib/i18n/message-text';
import { type SelfServiceRole, setupPathFor } from '#web/lib/roles';
import { refreshMe } from '#web/lib/session';
import { chooseRole } from '../api/choose-role';
import { completeOnboarding } from '../api/complete-onboarding';
import { signInEmail } from '../api/sign-in-email';
import { signUpEmail } from '../api/sign-up-email';

export type FromOnboardingState = { fromOnboarding: true };

/** What a plain registration post came back with (register-page.tsx's action). */
export type RegisterPosted = FormRefusal & { checkEmail?: string };

type RegisterFormProps = {
  role: SelfServiceRole;
  fromOnboarding: boolean;
  fromQuery: boolean;
  /** An invitation (invite-only registration): its token goes with the sign-up, its address fills the form. */
  invitation?: { token: string; email: string } | undefined;
};

export function RegisterForm({ role, fromOnboarding, fromQuery, invitation }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useActionData<RegisterPosted>();
  // Until the app checks the form itself, the messages shown are the ones a plain post came back with.
  const [checked, setErrors] = useState<FieldErrors | null>(null);
  const errors = checked ?? translatedFieldErrors(posted);
  // A retry after the role step failed must not try to create the same account again.
  const signedUp = useRef(false);
  const signedIn = useRef(false);
  const [checkEmail, setCheckEmail] = useState<string | null>(posted?.checkEmail ?? null);

  const register = useMutation({
    mutationFn: async (input: SignUpInput) => {
      if (!signedUp.current) {
        await signUpEmail(input, invitation?.token);
        signedUp.current = true;
      }
      if (!signedIn.current) {
        try {
          await signInEmail({ email: input.email, password: input.password });
        } catch (error) {
          // The address had an account already and this is not its password: its owner got an e-mail.
          if (error instanceof ApiError && error.status === 401) {
            setCheckEmail(input.email);
            return null;
          }
          throw error;
        }
        signedIn.current = true;
      }
      await chooseRole(role);
      if (fromOnboarding) {
        // The visitor went through the slides before having an account: remember it on the new profile.
        await completeOnboarding().catch(() => undefined);
      }
      takeIntendedRole();
      return refreshMe(queryClient);
    },
    onSuccess: (me) => {
      if (me === null && !signedIn.current) return;
      void navigate(setupPathFor(role), { replace: true });
    },
    // The account may exist even though a later step failed: the top bar should show it.
    onError: () => {
      if (signedUp.current) void refreshMe(queryClient).catch(() => undefined);
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(signUpSchema, textFields(event.currentTarget), formRef.current, setErrors);
    if (!data) return;
    // Another address is another account: start again from the sign-up.
    if (checkEmail !== null) {
      signedUp.current = false;
      setCheckEmail(null);
    }
    register.mutate(data);
  };

  const otherRole: SelfServiceRole = role === 'parent' ? 'creator' : 'parent';
  const switchSearch = new URLSearchParams({ role: otherRole });
  if (fromQuery) switchSearch.set('from', 'onboarding');
  if (invitation) switchSearch.set('invite', invitation.token);
  const switchState: FromOnboardingState | undefined = fromOnboarding ? { fromOnboarding: true } : undefined;
  const busy = register.isPending || (register.isSuccess && checkEmail === null);

  return (
    <FormCard
      title={t(`register.${role}.title`)}
      documentTitle={t('register.documentTitle')}
      icon={role === 'creator' ? 'film' : 'family'}
      intro={t(`register.${role}.intro`)}
    >
      <div className="space-y-4">
        {register.isError ? (
          <ErrorBanner>{errorMessage(register.error)}</ErrorBanner>
        ) : posted?.error && register.isIdle ? (
          <ErrorBanner>{serverMessageText(posted.error)}</ErrorBanner>
        ) : null}
        {checkEmail !== null ? (
          <div role="status">
            <InfoBanner>
              <strong>{t('notes.checkEmail')}</strong> {t('register.checkEmailText', { email: checkEmail })}
            </InfoBanner>
          </div>
        ) : null}
        <Form method="post" ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
          <input type="hidden" name="role" value={role} />
          {fromOnboarding ? <input type="hidden" name="fromOnboarding" value="1" /> : null}
          {invitation ? <input type="hidden" name="invite" value={invitation.token} /> : null}
          <TextField
            label={t('fields.fullName')}
            name="name"
            autoComplete="name"
            required
            defaultValue={posted?.values?.name}
            error={errors.name}
          />
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={posted?.values?.email ?? invitation?.email}
            error={errors.email}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={8}
            hint={t('fields.passwordHint')}
            error={errors.password}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('register.submit')}
          </Button>
        </Form>
        <p className="text-center text-sm text-stone-700">
          <Link to={`/register?${switchSearch.toString()}`} state={switchState} replace className={TEXT_LINK}>
            {t(`register.${role}.switch`)}
          </Link>
        </p>
        <p className="text-center text-sm text-stone-700">
          <Trans
            t={t}
            i18nKey="actions.alreadyHaveAccount"
            components={{ a: <Link to="/signin" className={TEXT_LINK} /> }}
          />
        </p>
      </div>
    </FormCard>
  );
}
