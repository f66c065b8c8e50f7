// The danger zone: deleting the account asks for the word "delete" in the interface language (DELETE in English,
// حذف in Arabic and Urdu) and the password of a password account, in a dialog. The API's confirmation stays the
// fixed token DELETE: the typed word is the person's own check, so it is asked in the language they read.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, deleteAccountSchema, type Me } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
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

/** Harakat and the tatweel: «حَذْف» and «حـذف» are the word حذف as people type it. */
const ARABIC_MARKS = /[\u0640\u064B-\u065F\u0670]/g;

const comparable = (text: string, language: string) =>
  text.normalize('NFKC').replace(ARABIC_MARKS, '').trim().toLocaleUpperCase(language);

/**
 * The typed word matches the word of the interface language (any case, spacing, Arabic marks), or DELETE itself:
 * someone who reads English instructions elsewhere is not refused.
 */
function matchesConfirmWord(typed: string, word: string, language: string): boolean {
  const value = comparable(typed, language);
  return value === comparable(word, language) || value === 'DELETE';
}

export function DeleteAccountSection({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('profile');
  const remove = useDeleteAccount();
  const confirmWord = t('deleteAccount.confirmWord');
  const confirmLabel = t('deleteAccount.confirmLabel', { word: confirmWord });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const needsPassword = me.user.hasPassword;

  const open = () => {
    formRef.current?.reset();
    setErrors({});
    remove.reset();
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { confirm = '', password = '' } = textFields(event.currentTarget);
    const next: FieldErrors = {};
    const confirmed = matchesConfirmWord(confirm, confirmWord, i18n.language);
    const parsed = deleteAccountSchema.safeParse({
      confirm: confirmed ? 'DELETE' : confirm,
      password: needsPassword ? password : undefined,
    });
    if (!confirmed || !parsed.success) next.confirm = confirmLabel;
    if (needsPassword && !password) next.password = messageText(ACCOUNT_MESSAGES.passwordRequired);
    setErrors(next);
    if (hasErrors(next) || !confirmed || !parsed.success) {
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
            label={confirmLabel}
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errors.confirm}
          />
          {needsPassword ? (
            <TextField
              label={t('deleteAccount.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
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
