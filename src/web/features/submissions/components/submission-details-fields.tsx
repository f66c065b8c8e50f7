// The submission form's details section: category, rating, language, age range, duration, Shariah score and
// description.
import { AGE_BANDS, CATEGORIES, LANGUAGES } from '#shared/domain';
import { TextAreaField, TextField } from '#web/components/form-field';
import { optionsOf, SelectField } from '#web/components/select-field';
import type { SectionProps } from './submission-form-state';

export function SubmissionDetailsFields({ state, errors, set }: SectionProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={state.category}
          onValueChange={(v) => set('category', v)}
          options={optionsOf(CATEGORIES)}
          placeholder="Choose a category"
          error={errors.category}
          required
        />
        <SelectField
          label="Content rating"
          value="G"
          onValueChange={() => {}}
          options={[{ value: 'G', label: 'G (general audiences)' }]}
        />
        <SelectField
          label="Language"
          value={state.language}
          onValueChange={(v) => set('language', v)}
          options={optionsOf(LANGUAGES)}
          error={errors.language}
        />
        <SelectField
          label="Age range"
          value={state.ageRange}
          onValueChange={(v) => set('ageRange', v)}
          options={AGE_BANDS.map((band) => ({ value: String(band.value), label: band.longLabel }))}
          error={errors.ageRange}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={state.duration}
          onValueChange={(v) => set('duration', v)}
          error={errors.duration}
          required
        />
        <TextField
          label="Shariah score (0-100)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={state.shariahScore}
          onValueChange={(v) => set('shariahScore', v)}
          error={errors.shariahScore}
          required
        />
      </div>

      <TextAreaField
        label="Description"
        value={state.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
        rows={4}
        maxLength={5000}
        required
      />
    </>
  );
}
