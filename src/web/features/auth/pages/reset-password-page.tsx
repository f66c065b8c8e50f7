// /reset-password?token=…: choose a new password. A missing, invalid or expired token (the server redirects
// here with ?error=INVALID_TOKEN) gets one clear message and a way to ask for a new link.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '#shared/accounts.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { FormCard } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, validateForm } from '#web/lib/form-errors';
import { useResetPassword } from '../api/reset-password';

/** A refused token (as opposed to a refused password, which the form shows as it is). */
function isTokenProblem(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.reason === 'INVALID_TOKEN' || error.status === 404 || /token/i.test(error.message);
}

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <FormCard title={t('resetPassword.title')} icon="key">
      <div className="space-y-4">
        <ErrorBanner>{t('resetPassword.invalidLink')}</ErrorBanner>
        <Link to="/forgot-password" className={buttonClasses()}>
          {t('resetPassword.requestNewLink')}
        </Link>
      </div>
    </FormCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const linkError = searchParams.get('error');
  const reset = useResetPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  if (linkError || !token || (reset.isError && isTokenProblem(reset.error))) return <InvalidLink />;

  if (reset.isSuccess) {
    return (
      <FormCard title={t('resetPassword.title')} icon="key">
        <div className="space-y-4">
          <SuccessBanner>{t('resetPassword.changed')}</SuccessBanner>
          <Link to="/signin" className={buttonClasses()}>
            {t('actions.signIn')}
          </Link>
        </div>
      </FormCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(
      resetPasswordSchema,
      textFields(event.currentTarget),
      formRef.current,
      setErrors,
    );
    if (!data) return;
    reset.mutate({ newPassword: data.password, token });
  };

  return (
    <FormCard title={t('resetPassword.title')} icon="key" intro={t('resetPassword.intro')}>
      <div className="space-y-4">
        {reset.isError ? <ErrorBanner>{errorMessage(reset.error)}</ErrorBanner> : null}
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label={t('fields.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint={t('fields.passwordHint')}
            error={errors.password}
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? <Spinner /> : null}
            {t('resetPassword.submit')}
          </Button>
        </form>
      </div>
    </FormCard>
  );
}
