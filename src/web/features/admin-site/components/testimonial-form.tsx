// Add or edit one testimonial: the parent's words, a description of who said them (never a child's name), a rating
// from 1 to 5 and whether the landing page shows it. Checked with the server's own schema before sending.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Testimonial, testimonialInputSchema } from '#shared/site.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { CheckboxField, SelectField } from '#web/components/select-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, fieldErrorsFromServer, validateForm } from '#web/lib/form-errors';
import { formatNumber } from '#web/lib/format';
import { useSaveTestimonial } from '../api/admin-site';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

export function TestimonialForm({ initial, onDone }: { initial: Testimonial | null; onDone: () => void }) {
  const { t } = useTranslation('admin-site');
  const save = useSaveTestimonial();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    rating: String(initial?.rating ?? 5),
    published: initial?.published ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const serverErrors = fieldErrorsFromServer(save.error, ['quote', 'authorLabel', 'rating']);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validateForm(
      testimonialInputSchema,
      { ...textFields(event.currentTarget), ...values, rating: Number(values.rating) },
      formRef.current,
      setErrors,
    );
    if (!data) return;
    save.mutate({ id: initial?.id ?? null, values: data }, { onSuccess: onDone });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      {save.isError && Object.keys(serverErrors).length === 0 ? (
        <ErrorBanner>{errorMessage(save.error)}</ErrorBanner>
      ) : null}
      <TextAreaField
        label={t('testimonials.quote')}
        hint={t('testimonials.quoteHint')}
        rows={4}
        maxLength={600}
        name="quote"
        defaultValue={initial?.quote}
        error={errors.quote ?? serverErrors.quote}
      />
      <TextField
        label={t('testimonials.author')}
        hint={t('testimonials.authorHint')}
        maxLength={80}
        name="authorLabel"
        defaultValue={initial?.authorLabel}
        error={errors.authorLabel ?? serverErrors.authorLabel}
      />
      <SelectField
        label={t('testimonials.rating')}
        value={values.rating}
        onValueChange={(rating) => setValues((current) => ({ ...current, rating }))}
        options={RATINGS.map((value) => ({
          value,
          label: t('testimonials.stars', { count: Number(value), formatted: formatNumber(Number(value)) }),
        }))}
        error={errors.rating ?? serverErrors.rating}
      />
      <CheckboxField
        label={t('testimonials.publishedLabel')}
        checked={values.published}
        onCheckedChange={(published) => setValues((current) => ({ ...current, published }))}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner className="size-4" /> : null}
        {initial ? t('testimonials.saveChanges') : t('testimonials.add')}
      </Button>
    </form>
  );
}
