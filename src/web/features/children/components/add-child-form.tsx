// The one Add Child form (name, date of birth, the child's picture and interface language in child mode), used by
// the parent wizard's step 2 and the family dashboard's dialog: checked here and on the server with the spec's
// messages, the server's 400 answer placed under its field; anything else (the plan's child limit, naming Premium)
// is shown in a banner. Each place picks its labels.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildAvatar } from '#shared/child-avatars';
import { CHILD_MESSAGES, createChildSchema } from '#shared/children.schema';
import type { Locale } from '#shared/locales';
import { ErrorBanner } from '#web/components/banner';
import { Button, type ButtonVariant } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { isPlanLimitError, PlanLimitBanner } from '#web/components/plan-limit-banner';
import { Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import {
  type FieldErrors,
  fieldErrorsFromServer,
  focusFirstInvalid,
  hasErrors,
  validateForm,
} from '#web/lib/form-errors';
import { serverMessageText } from '#web/lib/i18n/message-text';
import { useCreateChild } from '../api/create-child';
import { ChildAvatarPicker } from './child-avatar-picker';
import { InterfaceLanguageSelect } from './interface-language-select';

const DATE_MESSAGES = new Set<string>([
  CHILD_MESSAGES.dateOfBirthRequired,
  CHILD_MESSAGES.dateOfBirthFuture,
  CHILD_MESSAGES.under18,
  'enterValidDate',
]);

/** The server's 400 answer placed under the field it is about. */
function childFieldErrors(error: unknown): FieldErrors {
  const fromIssues = fieldErrorsFromServer(error, ['name', 'dateOfBirth', 'avatar']);
  if (hasErrors(fromIssues) || !(error instanceof ApiError)) return fromIssues;
  // Matched by the message's key; shown in the active language, like the messages from the field checks.
  if (error.key === CHILD_MESSAGES.nameRequired) return { name: serverMessageText(error) };
  if (error.key && DATE_MESSAGES.has(error.key)) return { dateOfBirth: serverMessageText(error) };
  return {};
}

function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export type AddChildFormProps = {
  /** The name field's label: "Name" in the wizard, "Child's name" in the dashboard's dialog. */
  nameLabel: string;
  /** The submit button's text: "Add child" in the wizard, "Add Child" in the dialog. */
  submitLabel: string;
  /** The wizard's button is secondary (Continue is the main action there); the dialog's is primary. */
  submitVariant?: ButtonVariant;
  /** Where a banner error goes: above the fields (wizard) or above the button (dialog). */
  bannerAt?: 'top' | 'bottom';
  /** Said politely after a child was added (the wizard stays on the form, which is emptied for the next child). */
  addedMessage?: string;
  onAdded?: () => void;
};

export function AddChildForm({
  nameLabel,
  submitLabel,
  submitVariant = 'primary',
  bannerAt = 'bottom',
  addedMessage,
  onAdded,
}: AddChildFormProps) {
  const { t } = useTranslation('children');
  const create = useCreateChild();
  const form = useRef<HTMLFormElement>(null);
  const [interfaceLanguage, setInterfaceLanguage] = useState<Locale | null>(null);
  const [avatar, setAvatar] = useState<ChildAvatar | null>(null);
  const [typedName, setTypedName] = useState('');
  // The form is drawn afresh (empty) for the next child.
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(false);
    const { name = '', dateOfBirth = '' } = textFields(event.currentTarget);
    const data = validateForm(
      createChildSchema,
      { name, dateOfBirth, interfaceLanguage, avatar },
      form.current,
      setErrors,
    );
    if (!data) return;
    create.mutate(data, {
      onSuccess: () => {
        setInterfaceLanguage(null);
        setAvatar(null);
        setTypedName('');
        setRound((current) => current + 1);
        setAdded(true);
        onAdded?.();
      },
      onError: (error) => {
        const fieldErrors = childFieldErrors(error);
        setErrors(fieldErrors);
        if (hasErrors(fieldErrors)) focusFirstInvalid(form.current);
      },
    });
  };

  const banner =
    create.isError && !hasErrors(errors) ? (
      isPlanLimitError(create.error) ? (
        <PlanLimitBanner error={create.error} />
      ) : (
        <ErrorBanner>{errorMessage(create.error)}</ErrorBanner>
      )
    ) : null;
  return (
    <form
      key={round}
      ref={form}
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t('addChildForm.label')}
    >
      {bannerAt === 'top' ? banner : null}
      <TextField
        label={nameLabel}
        name="name"
        autoComplete="off"
        required
        maxLength={50}
        onValueChange={setTypedName}
        error={errors.name}
      />
      <TextField
        label={t('addChildForm.dateOfBirth')}
        type="date"
        name="dateOfBirth"
        required
        max={todayIso()}
        error={errors.dateOfBirth}
      />
      <ChildAvatarPicker value={avatar} onChange={setAvatar} name={typedName} error={errors.avatar} />
      <InterfaceLanguageSelect value={interfaceLanguage} onChange={setInterfaceLanguage} />
      {bannerAt === 'bottom' ? banner : null}
      <Button type="submit" variant={submitVariant} disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : null}
        {submitLabel}
      </Button>
      {addedMessage !== undefined ? (
        <p aria-live="polite" className="text-sm font-semibold text-emerald-800">
          {added ? addedMessage : ''}
        </p>
      ) : null}
    </form>
  );
}
