// Change email: the server sends a confirmation link to the new address; the address changes only when that
// link is opened (decision 010), and the page says so.
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '#shared/accounts.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, fieldErrorsFromIssues, focusFirstInvalid } from '#web/lib/form-errors';
import { useChangeEmail } from '../api/change-email';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('profile');
  const change = useChangeEmail();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = forgotPasswordSchema.safeParse({ email: new FormData(form).get('newEmail') ?? '' });
    if (!parsed.success) {
      setErrors({ newEmail: fieldErrorsFromIssues(parsed.error.issues).email });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    change.mutate(parsed.data.email, { onSuccess: () => form.reset() });
  };

  const requested = change.variables?.toLowerCase();

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-labelledby="email-heading"
    >
      <p className="text-sm text-stone-700">
        <Trans
          t={t}
          i18nKey="changeEmail.current"
          values={{ email: currentEmail }}
          components={{ strong: <strong className="break-all text-stone-900" /> }}
        />
      </p>
      <TextField
        label={t('changeEmail.newEmail')}
        type="email"
        name="newEmail"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.newEmail}
      />
      {change.isError ? <ErrorBanner>{errorMessage(change.error)}</ErrorBanner> : null}
      {change.isSuccess ? <SuccessBanner>{t('changeEmail.sent', { email: requested })}</SuccessBanner> : null}
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : null}
        {t('changeEmail.submit')}
      </Button>
    </form>
  );
}
