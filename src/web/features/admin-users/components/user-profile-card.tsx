// The user's profile: read, or edited in place (Edit User, then Cancel or Save Changes). Checked with the shared
// schema the server uses; the server's answers ('Profile updated successfully', 'Failed to update user data', an
// address already in use) are shown beside the form.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_USER_MESSAGES,
  type AdminUserDetail,
  type AdminUserUpdateInput,
  adminUserUpdateSchema,
} from '#shared/admin-users.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { DashboardCard } from '#web/components/dashboard-shell';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { ApiError } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, fieldErrorsFromServer, validateForm } from '#web/lib/form-errors';
import { formatDateOnly } from '#web/lib/format';
import { serverMessageText } from '#web/lib/i18n/message-text';
import { useUpdateAdminUser } from '../api/update-admin-user';

const FIELDS = ['name', 'email', 'phone', 'city', 'country', 'dateOfBirth'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

function draftOf(user: AdminUserDetail): Draft {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
  };
}

export function UserProfileCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const update = useUpdateAdminUser(user.id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const start = () => {
    setDraft(draftOf(user));
    setErrors({});
    setSaved(false);
    update.reset();
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setErrors({});
    update.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const typed = textFields(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((name) => [name, typed[name] ?? ''])) as Draft;
    const input = validateForm(adminUserUpdateSchema, values, formRef.current, setErrors);
    if (!input) return;
    update.mutate(values as AdminUserUpdateInput, {
      onSuccess: () => {
        setEditing(false);
        setSaved(true);
      },
      onError: (error) => {
        const fromServer = fieldErrorsFromServer(error, FIELDS);
        if (error instanceof ApiError && error.key === ADMIN_USER_MESSAGES.emailTaken)
          fromServer.email = serverMessageText(error);
        // A field's own message is enough; the banner then says only that the update failed.
        setErrors(fromServer);
      },
    });
  };
  const fieldLabel = (name: Field) => t(`detail.fields.${name}`);
  const shown = (name: Field): string => {
    const value = name === 'dateOfBirth' ? user.dateOfBirth : user[name];
    if (!value) return t('detail.notSet');
    return name === 'dateOfBirth' ? formatDateOnly(value) : value;
  };

  return (
    <DashboardCard title={t('detail.profileHeading')} headingId="user-profile-heading">
      <div className="space-y-4">
        {saved ? <SuccessBanner>{t('notes.updated')}</SuccessBanner> : null}
        {update.isError ? (
          <ErrorBanner>
            <p className="font-semibold">{t('notes.updateFailed')}</p>
            {update.error instanceof ApiError ? <p>{serverMessageText(update.error)}</p> : null}
          </ErrorBanner>
        ) : null}
        {editing ? (
          <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={fieldLabel(name)}
                  defaultValue={draft[name]}
                  error={errors[name]}
                  type={
                    name === 'email'
                      ? 'email'
                      : name === 'dateOfBirth'
                        ? 'date'
                        : name === 'phone'
                          ? 'tel'
                          : 'text'
                  }
                  autoComplete="off"
                  dir={name === 'email' || name === 'phone' ? 'ltr' : undefined}
                  required={name === 'name' || name === 'email'}
                />
              ))}
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
                {t('detail.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? <Spinner className="size-4" /> : null}
                {t('detail.save')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {FIELDS.map((name) => (
                <div key={name} className="min-w-0">
                  <dt className="text-sm font-bold text-stone-700">{fieldLabel(name)}</dt>
                  <dd
                    className="text-stone-900 [overflow-wrap:anywhere]"
                    translate={name === 'dateOfBirth' ? undefined : 'no'}
                    dir={name === 'email' || name === 'phone' ? 'ltr' : 'auto'}
                  >
                    {shown(name)}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="flex justify-end">
              <Button onClick={start}>{t('detail.edit')}</Button>
            </div>
          </>
        )}
      </div>
    </DashboardCard>
  );
}
