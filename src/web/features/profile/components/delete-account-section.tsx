// The danger zone: deleting the account asks for DELETE (and the password of a password account) in a dialog.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, deleteAccountSchema, type Me } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, focusFirstInvalid, hasErrors } from '#web/lib/form-errors';
import { messageText } from '#web/lib/i18n/message-text';
import { useDeleteAccount } from '../api/delete-account';

const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-4 text-sm font-semibold ' +
  'text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** The key of what deleting this account takes with it. */
function consequencesKey(me: Me) {
  if (me.profile?.kind === 'parent') return 'deleteAccount.consequencesParent' as const;
  if (me.profile?.kind === 'creator') return 'deleteAccount.consequencesCreator' as const;
  return 'deleteAccount.consequencesOther' as const;
}

export function DeleteAccountSection({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const remove = useDeleteAccount();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const needsPassword = me.user.hasPassword;

  const open = () => {
    setConfirm('');
    setPassword('');
    setErrors({});
    remove.reset();
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    const parsed = deleteAccountSchema.safeParse({ confirm, password: needsPassword ? password : undefined });
    if (!parsed.success) next.confirm = messageText(ACCOUNT_MESSAGES.deleteConfirm);
    if (needsPassword && !password) next.password = messageText(ACCOUNT_MESSAGES.passwordRequired);
    setErrors(next);
    if (hasErrors(next) || !parsed.success) {
      focusFirstInvalid(formRef.current);
      return;
    }
    remove.mutate(parsed.data);
  };

  return (
    <section
      aria-labelledby="danger-heading"
      className="rounded-3xl border-2 border-red-200 bg-white p-5 sm:p-8"
    >
      <h2 id="danger-heading" className="text-xl font-bold text-red-800">
        {t('deleteAccount.dangerZone')}
      </h2>
      <p className="mt-2 text-base text-stone-700">
        {t(consequencesKey(me))} {t('deleteAccount.cannotBeUndone')}
      </p>
      <button
        ref={openerRef}
        type="button"
        className={`${DANGER_BUTTON} mt-4`}
        onClick={open}
        aria-haspopup="dialog"
      >
        {t('deleteAccount.open')}
      </button>

      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50"
      >
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4 p-5 sm:p-6">
          <h2 id={headingId} className="text-xl font-extrabold text-stone-900">
            {t('deleteAccount.dialogTitle')}
          </h2>
          <p className="text-base text-stone-700">
            {t(consequencesKey(me))} {t('deleteAccount.cannotBeUndone')}
          </p>
          <TextField
            label={t('deleteAccount.confirmLabel')}
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={confirm}
            onValueChange={setConfirm}
            error={errors.confirm}
          />
          {needsPassword ? (
            <TextField
              label={t('deleteAccount.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onValueChange={setPassword}
              error={errors.password}
            />
          ) : null}
          {remove.isError ? <ErrorBanner>{errorMessage(remove.error)}</ErrorBanner> : null}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={close}>
              {t('deleteAccount.cancel')}
            </Button>
            <button type="submit" className={DANGER_BUTTON} disabled={remove.isPending || remove.isSuccess}>
              {remove.isPending ? <Spinner /> : null}
              {t('deleteAccount.submit')}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
