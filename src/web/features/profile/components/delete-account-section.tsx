// The danger zone: deleting the account asks for DELETE (and the password of a password account) in a dialog.
import { type FormEvent, useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, deleteAccountSchema, type Me } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, focusFirstInvalid, hasErrors } from '#web/lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';

const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-4 text-sm font-semibold ' +
  'text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

function consequences(me: Me): string {
  if (me.profile?.kind === 'parent') {
    return "Deleting your account also deletes your children's profiles and all of their data: viewing history, screen-time records and settings.";
  }
  if (me.profile?.kind === 'creator') return 'Deleting your account removes your creator profile.';
  return 'Deleting your account removes your profile and settings.';
}

export function DeleteAccountSection({ me }: { me: Me }) {
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
    if (!parsed.success) next.confirm = ACCOUNT_MESSAGES.deleteConfirm;
    if (needsPassword && !password) next.password = ACCOUNT_MESSAGES.passwordRequired;
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
        Danger zone
      </h2>
      <p className="mt-2 text-base text-stone-700">{consequences(me)} This cannot be undone.</p>
      <button
        ref={openerRef}
        type="button"
        className={`${DANGER_BUTTON} mt-4`}
        onClick={open}
        aria-haspopup="dialog"
      >
        Delete account
      </button>

      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50"
      >
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4 p-5 sm:p-6">
          <h2 id={headingId} className="text-xl font-extrabold text-stone-900">
            Delete your account?
          </h2>
          <p className="text-base text-stone-700">{consequences(me)} This cannot be undone.</p>
          <TextField
            label="Type DELETE to confirm"
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
              label="Password"
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
              Cancel
            </Button>
            <button type="submit" className={DANGER_BUTTON} disabled={remove.isPending || remove.isSuccess}>
              {remove.isPending ? <Spinner /> : null}
              Delete account permanently
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
