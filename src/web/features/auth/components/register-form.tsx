// The registration form for one role: sign up, give the account its role, then continue to that role's setup.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type SignUpInput, signUpSchema } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { takeIntendedRole } from '#web/lib/auth-storage';
import { type FieldErrors, validateForm } from '#web/lib/form-errors';
import { type SelfServiceRole, setupPathFor } from '#web/lib/roles';
import { chooseRole } from '../api/choose-role';
import { completeOnboarding } from '../api/complete-onboarding';
import { refreshMe } from '../api/get-me';
import { signUpEmail } from '../api/sign-up-email';

export type FromOnboardingState = { fromOnboarding: true };

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
  const [values, setValues] = useState({ name: '', email: invitation?.email ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A retry after the role step failed must not try to create the same account again.
  const signedUp = useRef(false);

  const register = useMutation({
    mutationFn: async (input: SignUpInput) => {
      if (!signedUp.current) {
        await signUpEmail(input, invitation?.token);
        signedUp.current = true;
      }
      await chooseRole(role);
      if (fromOnboarding) {
        // The visitor went through the slides before having an account: remember it on the new profile.
        await completeOnboarding().catch(() => undefined);
      }
      takeIntendedRole();
      return refreshMe(queryClient);
    },
    onSuccess: () => {
      void navigate(setupPathFor(role), { replace: true });
    },
    // The account may exist even though a later step failed: the top bar should show it.
    onError: () => {
      if (signedUp.current) void refreshMe(queryClient).catch(() => undefined);
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(signUpSchema, values, formRef.current, setErrors);
    if (!data) return;
    register.mutate(data);
  };

  const otherRole: SelfServiceRole = role === 'parent' ? 'creator' : 'parent';
  const switchSearch = new URLSearchParams({ role: otherRole });
  if (fromQuery) switchSearch.set('from', 'onboarding');
  if (invitation) switchSearch.set('invite', invitation.token);
  const switchState: FromOnboardingState | undefined = fromOnboarding ? { fromOnboarding: true } : undefined;
  const busy = register.isPending || register.isSuccess;

  const update = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <FormCard
      title={t(`register.${role}.title`)}
      documentTitle={t('register.documentTitle')}
      icon={role === 'creator' ? 'film' : 'family'}
      intro={t(`register.${role}.intro`)}
    >
      <div className="space-y-4">
        {register.isError ? <ErrorBanner>{errorMessage(register.error)}</ErrorBanner> : null}
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label={t('fields.fullName')}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onValueChange={update('name')}
            error={errors.name}
          />
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onValueChange={update('email')}
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
            value={values.password}
            onValueChange={update('password')}
            error={errors.password}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('register.submit')}
          </Button>
        </form>
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
