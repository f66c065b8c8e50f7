// /forgot-password: asks for the e-mail, then always says "Check your email" (whether the account exists is
// never revealed).
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, forgotPasswordSchema } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, validateForm } from '#web/lib/form-errors';
import { messageText } from '#web/lib/i18n/message-text';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
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
      <FormCard
        title={messageText(ACCOUNT_MESSAGES.checkEmail)}
        documentTitle={t('forgotPassword.documentTitle')}
        icon="mail"
      >
        <div className="space-y-4 text-base text-stone-700">
          <p>
            <Trans
              t={t}
              i18nKey="forgotPassword.sent"
              values={{ email: request.variables }}
              components={{ strong: <strong className="break-all text-stone-900" /> }}
            />
          </p>
          <p className="text-sm">{t('forgotPassword.nothingArrived')}</p>
          <Link to="/signin" className={buttonClasses()}>
            {t('actions.backToSignIn')}
          </Link>
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard
      title={t('forgotPassword.title')}
      documentTitle={t('forgotPassword.documentTitle')}
      icon="key"
      intro={t('forgotPassword.intro')}
    >
      <div className="space-y-4">
        {request.isError ? <ErrorBanner>{errorMessage(request.error)}</ErrorBanner> : null}
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label={t('fields.email')}
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
            {t('forgotPassword.submit')}
          </Button>
        </form>
        <p className="text-center text-sm text-stone-700">
          <Trans
            t={t}
            i18nKey="forgotPassword.remembered"
            components={{ a: <Link to="/signin" className={TEXT_LINK} /> }}
          />
        </p>
      </div>
    </FormCard>
  );
}
