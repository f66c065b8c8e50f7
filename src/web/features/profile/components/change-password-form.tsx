// Change password: current and new password; other devices are signed out.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, signUpSchema } from '#shared/accounts.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, focusFirstInvalid, hasErrors } from '#web/lib/form-errors';
import { messageText } from '#web/lib/i18n/message-text';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { currentPassword = '', newPassword = '' } = textFields(form);
    const values = { currentPassword, newPassword };
    const next: FieldErrors = {};
    if (!values.currentPassword) next.currentPassword = messageText(ACCOUNT_MESSAGES.passwordRequired);
    const parsedNew = signUpSchema.shape.password.safeParse(values.newPassword);
    if (!parsedNew.success) {
      const first = parsedNew.error.issues[0]?.message;
      next.newPassword = first === undefined ? undefined : messageText(first);
    }
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    change.mutate(values, { onSuccess: () => form.reset() });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-labelledby="password-heading"
    >
      <TextField
        label={t('changePassword.currentPassword')}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <TextField
        label={t('changePassword.newPassword')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        hint={t('changePassword.newPasswordHint')}
        error={errors.newPassword}
      />
      {change.isError ? <ErrorBanner>{errorMessage(change.error)}</ErrorBanner> : null}
      {change.isSuccess ? <SuccessBanner>{t('changePassword.changed')}</SuccessBanner> : null}
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : null}
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}
