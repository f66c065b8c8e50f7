// The submission form's details section: category, rating, language, age range, duration, Shariah score and
// description.
import { useTranslation } from 'react-i18next';
import { AGE_BAND_VALUES, CATEGORIES, LANGUAGES } from '#shared/domain';
import { TextAreaField, TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import type { SectionProps } from './submission-form-state';

export function SubmissionDetailsFields({ state, errors, set }: SectionProps) {
  const { t } = useTranslation('submissions');
  const labels = useDomainLabels();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('details.category')}
          value={state.category}
          onValueChange={(v) => set('category', v)}
          options={CATEGORIES.map((category) => ({ value: category, label: labels.category(category) }))}
          placeholder={t('details.categoryPlaceholder')}
          error={errors.category}
          required
        />
        <SelectField
          label={t('details.contentRating')}
          value="G"
          onValueChange={() => {}}
          options={[{ value: 'G', label: t('details.ratingG') }]}
        />
        <SelectField
          label={t('details.language')}
          value={state.language}
          onValueChange={(v) => set('language', v)}
          options={LANGUAGES.map((language) => ({ value: language, label: labels.language(language) }))}
          error={errors.language}
        />
        <SelectField
          label={t('details.ageRange')}
          value={state.ageRange}
          onValueChange={(v) => set('ageRange', v)}
          options={AGE_BAND_VALUES.map((band) => ({
            value: String(band),
            label: labels.ageBand(band, 'long'),
          }))}
          placeholder={t('details.ageRangePlaceholder')}
          error={errors.ageRange}
          required
        />
        <TextField
          label={t('details.duration')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          name="duration"
          defaultValue={state.duration}
          onValueChange={(v) => set('duration', v)}
          error={errors.duration}
          required
        />
        <TextField
          label={t('details.shariahScore')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          name="shariahScore"
          defaultValue={state.shariahScore}
          onValueChange={(v) => set('shariahScore', v)}
          error={errors.shariahScore}
          required
        />
      </div>

      <TextAreaField
        label={t('details.description')}
        name="description"
        defaultValue={state.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
        rows={4}
        maxLength={5000}
        required
      />
    </>
  );
}
