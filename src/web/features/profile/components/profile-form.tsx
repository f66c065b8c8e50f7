// The profile settings form. Creators also edit their expertise; parents their spending limits (in £).
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OwnProfile, profileUpdateSchema } from '#shared/accounts.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import {
  type FieldErrors,
  fieldErrorsFromServer,
  focusFirstInvalid,
  validateForm,
} from '#web/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = [
  'fullName',
  'phone',
  'city',
  'country',
  'dateOfBirth',
  'bio',
  'website',
  'expertise',
  'spendingLimitMonthly',
  'spendingLimitPerTransaction',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** A web address starts so in every language. */
const URL_PLACEHOLDER = 'https://';

function initialValues(profile: OwnProfile): Values {
  const money = (value: number | null) => (value === null || value === undefined ? '' : String(value));
  return {
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
    dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? '',
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    expertise: profile.expertise.join(', '),
    spendingLimitMonthly: money(profile.spendingLimitMonthly),
    spendingLimitPerTransaction: money(profile.spendingLimitPerTransaction),
  };
}

export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const optional = t('form.optional');
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<Values>(() => initialValues(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const isCreator = profile.kind === 'creator';
  const isParent = profile.kind === 'parent';

  const field = (name: Field) => ({
    name,
    defaultValue: initial[name],
    error: errors[name],
    onValueChange: () => {
      if (update.isSuccess) update.reset();
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = textFields(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((name) => [name, typed[name] ?? ''])) as Values;
    const { expertise, spendingLimitMonthly, spendingLimitPerTransaction, bio, website, ...common } = values;
    const input = {
      ...common,
      ...(isCreator ? { bio, website, expertise } : {}),
      ...(isParent ? { spendingLimitMonthly, spendingLimitPerTransaction } : {}),
    };
    const data = validateForm(profileUpdateSchema, input, formRef.current, setErrors);
    if (!data) return;
    update.mutate(data, {
      onError: (error) => {
        setErrors(fieldErrorsFromServer(error, FIELDS));
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      className="space-y-5"
      aria-labelledby="details-heading"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.fullName')}
          autoComplete="name"
          required
          className="sm:col-span-2"
          {...field('fullName')}
        />
        <TextField
          label={t('form.phone')}
          labelNote={optional}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextField
          label={t('form.dateOfBirth')}
          labelNote={optional}
          type="date"
          autoComplete="bday"
          {...field('dateOfBirth')}
        />
        <TextField
          label={t('form.city')}
          labelNote={optional}
          autoComplete="address-level2"
          {...field('city')}
        />
        <TextField
          label={t('form.country')}
          labelNote={optional}
          autoComplete="country-name"
          {...field('country')}
        />
        {isCreator ? (
          // Only creators have a public bio and website; a parent's public profile shows just their name.
          <>
            <TextAreaField
              label={t('form.bio')}
              labelNote={optional}
              maxLength={1000}
              className="sm:col-span-2"
              {...field('bio')}
            />
            <TextField
              label={t('form.website')}
              labelNote={optional}
              type="url"
              dir="ltr"
              inputMode="url"
              autoComplete="url"
              placeholder={URL_PLACEHOLDER}
              className="sm:col-span-2"
              {...field('website')}
            />
            <TextField
              label={t('form.expertise')}
              labelNote={optional}
              hint={t('form.expertiseHint')}
              className="sm:col-span-2"
              {...field('expertise')}
            />
          </>
        ) : null}
        {isParent ? (
          <>
            <TextField
              label={t('form.monthlyLimit')}
              labelNote={optional}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              hint={t('form.noLimitHint')}
              {...field('spendingLimitMonthly')}
            />
            <TextField
              label={t('form.perTransactionLimit')}
              labelNote={optional}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              hint={t('form.noLimitHint')}
              {...field('spendingLimitPerTransaction')}
            />
          </>
        ) : null}
      </div>
      {update.isError ? <ErrorBanner>{errorMessage(update.error)}</ErrorBanner> : null}
      {update.isSuccess ? <SuccessBanner>{t('notes.profileUpdated')}</SuccessBanner> : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : null}
        {t('form.save')}
      </Button>
    </form>
  );
}
