// /forgot-password: asks for the e-mail, then always says "Check your email" (whether the account exists is
// never revealed).
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, forgotPasswordSchema } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, validateForm } from '#web/lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(forgotPasswordSchema, { email }, formRef.current, setErrors);
    if (!data) return;
    request.mutate(data.email);
  };

  if (request.isSuccess) {
    return (
      <FormCard title={ACCOUNT_MESSAGES.checkEmail} documentTitle="Forgot password" icon="mail">
        <div className="space-y-4 text-base text-stone-700">
          <p>
            If an account exists for <strong className="break-all text-stone-900">{request.variables}</strong>
            , we have sent it a link to choose a new password. The link works for one hour.
          </p>
          <p className="text-sm">
            Nothing arrived after a few minutes? Check your spam folder, or try again.
          </p>
          <Link to="/signin" className={buttonClasses()}>
            Back to sign in
          </Link>
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Forgot your password?"
      documentTitle="Forgot password"
      icon="key"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <div className="space-y-4">
        {request.isError ? <ErrorBanner>{errorMessage(request.error)}</ErrorBanner> : null}
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onValueChange={setEmail}
            error={errors.email}
          />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? <Spinner /> : null}
            Send reset link
          </Button>
        </form>
        <p className="text-center text-sm text-stone-700">
          Remembered it?{' '}
          <Link to="/signin" className={TEXT_LINK}>
            Sign in
          </Link>
        </p>
      </div>
    </FormCard>
  );
}
