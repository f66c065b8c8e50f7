// /signin: e-mail and password, Google, forgot-password and register links. Afterwards: the page the guard
// remembered, or where the server's spec §4 routing says.
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInSchema } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { takeReturnTo } from '#web/lib/auth-storage';
import { type FieldErrors, validateForm } from '#web/lib/form-errors';
import { useSignInEmail } from '../api/sign-in-email';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { OrDivider } from '../components/or-divider';

export const OAUTH_FAILED_MESSAGE = 'Google sign-in did not complete. Please try again.';

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignInEmail();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const oauthFailed = searchParams.get('error') === 'oauth';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(signInSchema, values, formRef.current, setErrors);
    if (!data) return;
    signIn.mutate(data, {
      onSuccess: (me) => {
        void navigate(takeReturnTo() ?? me?.nextPath ?? '/feed', { replace: true });
      },
    });
  };

  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <FormCard title="Sign in" icon="key" intro="Welcome back! Sign in to look after your family's viewing.">
      <div className="space-y-4">
        {oauthFailed && !signIn.isError ? <ErrorBanner>{OAUTH_FAILED_MESSAGE}</ErrorBanner> : null}
        {signIn.isError ? <ErrorBanner>{errorMessage(signIn.error)}</ErrorBanner> : null}
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onValueChange={(email) => setValues((current) => ({ ...current, email }))}
            error={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onValueChange={(password) => setValues((current) => ({ ...current, password }))}
            error={errors.password}
          />
          <p className="text-right text-sm">
            <Link to="/forgot-password" className={TEXT_LINK}>
              Forgot password?
            </Link>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : null}
            Sign in
          </Button>
        </form>
      </div>
      <OrDivider />
      <GoogleSignInButton />
      <p className="mt-6 text-center text-sm text-stone-700">
        New here?{' '}
        <Link to="/register" className={TEXT_LINK}>
          Create an account
        </Link>
      </p>
    </FormCard>
  );
}
