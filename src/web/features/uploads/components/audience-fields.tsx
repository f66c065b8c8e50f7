// Who an admin-added item is for: language, age range, rating (admins only) and music. Shared by the
// file form and the admin link form, so neither defaults an item to an audience no child is in.
import { useTranslation } from 'react-i18next';
import {
  AGE_BAND_VALUES,
  type AgeBand,
  CONTENT_RATINGS,
  type ContentRating,
  LANGUAGES,
  type Language,
} from '#shared/domain';
import { CheckboxField, SelectField } from '#web/components/select-field';
import type { FieldErrors } from '#web/lib/form-errors';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';

export type Audience = {
  language: Language;
  /** null: not chosen yet (the field shows its placeholder and the schema asks for a choice). */
  ageRange: AgeBand | null;
  contentRating: ContentRating;
  hasMusic: boolean;
};

export const DEFAULT_AUDIENCE: Audience = {
  language: 'English',
  // Chosen by whoever adds the item: no band is assumed for them.
  ageRange: null,
  contentRating: 'G',
  hasMusic: false,
};

/** The form's state with the patch merged, and its errors without the patched fields' messages. */
export function mergeAudience<S extends Audience>(
  patch: Partial<Audience>,
  setState: (update: (current: S) => S) => void,
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void,
): void {
  setState((current) => ({ ...current, ...patch }));
  setErrors((current) => {
    const next = { ...current };
    for (const key of Object.keys(patch)) delete next[key];
    return next;
  });
}

export function AudienceFields({
  value,
  onChange,
  errors,
  showRating,
  showMusic = true,
}: {
  value: Audience;
  /** One field changed: the form merges it into its state and clears that field's error. */
  onChange: (patch: Partial<Audience>) => void;
  errors: FieldErrors;
  /** Only admins choose a rating; a creator's item is rated G until a moderator says otherwise. */
  showRating: boolean;
  /** The file form asks the values questions instead (music among them). */
  showMusic?: boolean;
}) {
  const { t } = useTranslation('uploads');
  const labels = useDomainLabels();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.language')}
          value={value.language}
          onValueChange={(v) => onChange({ language: v as Language })}
          options={LANGUAGES.map((l) => ({ value: l, label: labels.language(l) }))}
          error={errors.language}
        />
        <SelectField
          label={t('form.ageRange')}
          value={value.ageRange === null ? '' : String(value.ageRange)}
          onValueChange={(v) => onChange({ ageRange: v ? (Number(v) as AgeBand) : null })}
          options={AGE_BAND_VALUES.map((a) => ({ value: String(a), label: labels.ageBand(a, 'long') }))}
          {...(value.ageRange === null ? { placeholder: t('form.chooseAgeRange') } : {})}
          error={errors.ageRange}
          required
        />
        {showRating ? (
          <SelectField
            label={t('form.rating')}
            value={value.contentRating}
            onValueChange={(v) => onChange({ contentRating: v as ContentRating })}
            options={CONTENT_RATINGS.map((r) => ({ value: r, label: r, translate: 'no' }))}
            error={errors.contentRating}
          />
        ) : null}
      </div>
      {showMusic ? (
        <CheckboxField
          label={t('form.hasMusic')}
          checked={value.hasMusic}
          onCheckedChange={(v) => onChange({ hasMusic: v })}
        />
      ) : null}
    </>
  );
}
