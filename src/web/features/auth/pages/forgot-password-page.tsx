// /forgot-password: asks for the e-mail, then always says "Check your email" (whether the account exists is
// never revealed). A plain post to the route's action, so it works before the app's scripts (or without them).
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Form, Link, useActionData } from 'react-router';
import { forgotPasswordSchema } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import {
  type FormRefusal,
  formFields,
  postToApi,
  refusal,
  refuseFields,
  textFields,
} from '#web/lib/form-action';
import { type FieldErrors, translatedFieldErrors, validateForm } from '#web/lib/form-errors';
import { serverMessageText } from '#web/lib/i18n/message-text';
import { RESET_PASSWORD_REDIRECT, useRequestPasswordReset } from '../api/request-password-reset';

type ForgotPasswordPosted = FormRefusal & { sent?: string };

export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const fields = await formFields(request);
  const parsed = forgotPasswordSchema.safeParse({ email: fields.email ?? '' });
  if (!parsed.success) return refuseFields(parsed.error.issues);
  const answer = await postToApi(context, request, '/api/auth/request-password-reset', {
    email: parsed.data.email,
    redirectTo: RESET_PASSWORD_REDIRECT,
  });
  if (!answer.ok) return refusal(answer, ['email']);
  return { sent: parsed.data.email } satisfies ForgotPasswordPosted;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useActionData<ForgotPasswordPosted>();
  // Until the app checks the form itself, the messages shown are the ones a plain post came back with.
  const [checked, setErrors] = useState<FieldErrors | null>(null);
  const errors = checked ?? translatedFieldErrors(posted);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(
      forgotPasswordSchema,
      textFields(event.currentTarget),
      formRef.current,
      setErrors,
    );
    if (!data) return;
    request.mutate(data.email);
  };

  const sentTo = request.isSuccess ? request.variables : request.isIdle ? posted?.sent : undefined;
  if (sentTo !== undefined) {
    return (
      <FormCard title={t('notes.checkEmail')} documentTitle={t('forgotPassword.documentTitle')} icon="mail">
        <div className="space-y-4 text-base text-stone-700">
          <p>
            <Trans
              t={t}
              i18nKey="forgotPassword.sent"
              values={{ email: sentTo }}
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
        {request.isError ? (
          <ErrorBanner>{errorMessage(request.error)}</ErrorBanner>
        ) : posted?.error && request.isIdle ? (
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
            error={errors.email}
          />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? <Spinner /> : null}
            {t('forgotPassword.submit')}
          </Button>
        </Form>
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
