// A video file and the item it becomes: creators upload as themselves (from /share, /submit and the studio);
// admins choose the creator profile and may set any rating. The item is pending; its page shows processing.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cleanTags } from '#shared/content-fields';
import {
  AGE_BAND_VALUES,
  CATEGORIES,
  type Category,
  CONTENT_RATINGS,
  type ContentRating,
  LANGUAGES,
  type Language,
} from '#shared/domain';
import { type UploadContentInput, uploadContentSchema } from '#shared/uploads';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { CheckboxField, SelectField } from '#web/components/select-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, fieldErrorsFromServer, validateForm } from '#web/lib/form-errors';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useCreateUploadContent } from '../api/uploads-api';
import { VideoFileField } from './video-file-field';

const EMPTY = {
  creatorProfileId: '',
  title: '',
  description: '',
  category: 'Other' as Category,
  language: 'English' as Language,
  ageRange: '1',
  contentRating: 'G' as ContentRating,
  hasMusic: false,
  tags: '',
};

export function UploadVideoForm({
  creators,
  onCreated,
}: {
  /** Admins choose whose video it is; creators upload as themselves. */
  creators?: readonly { id: string; fullName: string }[];
  onCreated?: (contentId: string) => void;
}) {
  const { t } = useTranslation('uploads');
  const labels = useDomainLabels();
  const create = useCreateUploadContent();
  const [state, setState] = useState(EMPTY);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [fieldKey, setFieldKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [createdId, setCreatedId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const admin = creators !== undefined;

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: UploadContentInput = {
      ...(admin ? { creatorProfileId: state.creatorProfileId } : {}),
      title: state.title,
      description: state.description,
      category: state.category,
      language: state.language,
      ageRange: Number(state.ageRange) as 1 | 2 | 3 | 4,
      contentRating: admin ? state.contentRating : 'G',
      hasMusic: state.hasMusic,
      tags: cleanTags(state.tags.split(',')),
    };
    if (!validateForm(uploadContentSchema, input, formRef.current, setErrors)) return;
    if (!uploadId) {
      setErrors({ file: t('form.fileRequired') });
      return;
    }
    create.mutate(
      { uploadId, input },
      {
        onSuccess: ({ id }) => {
          setCreatedId(id);
          onCreated?.(id);
        },
        onError: (error) => setErrors(fieldErrorsFromServer(error, Object.keys(EMPTY))),
      },
    );
  };

  if (createdId) {
    return (
      <div
        role="status"
        className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
      >
        <p className="text-lg font-bold">{t('form.created')}</p>
        <p>{t('form.createdHint')}</p>
        <p>
          <Link to={`/uploads/${createdId}`} className="font-semibold underline">
            {t('form.openPreview')}
          </Link>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setCreatedId(null);
            setUploadId(null);
            setState(EMPTY);
            setFieldKey((n) => n + 1);
            create.reset();
          }}
        >
          {t('form.another')}
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {create.isError ? <ErrorBanner>{errorMessage(create.error)}</ErrorBanner> : null}
      <VideoFileField key={fieldKey} onUploaded={setUploadId} onCleared={() => setUploadId(null)} />
      {errors.file ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.file}
        </p>
      ) : null}
      {admin ? (
        <SelectField
          label={t('form.creatorProfile')}
          value={state.creatorProfileId}
          onValueChange={(v) => set('creatorProfileId', v)}
          placeholder={t('form.chooseCreator')}
          options={creators.map((c) => ({ value: c.id, label: c.fullName, translate: 'no' }))}
          error={errors.creatorProfileId}
        />
      ) : null}
      <TextField
        label={t('form.title')}
        value={state.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={200}
      />
      <TextAreaField
        label={t('form.description')}
        value={state.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.category')}
          value={state.category}
          onValueChange={(v) => set('category', v as Category)}
          options={CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }))}
          error={errors.category}
        />
        <SelectField
          label={t('form.language')}
          value={state.language}
          onValueChange={(v) => set('language', v as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: labels.language(l) }))}
          error={errors.language}
        />
        <SelectField
          label={t('form.ageRange')}
          value={state.ageRange}
          onValueChange={(v) => set('ageRange', v)}
          options={AGE_BAND_VALUES.map((a) => ({ value: String(a), label: labels.ageBand(a, 'long') }))}
          error={errors.ageRange}
        />
        {admin ? (
          <SelectField
            label={t('form.rating')}
            value={state.contentRating}
            onValueChange={(v) => set('contentRating', v as ContentRating)}
            options={CONTENT_RATINGS.map((r) => ({ value: r, label: r, translate: 'no' }))}
            error={errors.contentRating}
          />
        ) : null}
      </div>
      <TextField
        label={t('form.tags')}
        hint={t('form.tagsHint')}
        value={state.tags}
        onValueChange={(v) => set('tags', v)}
      />
      <CheckboxField
        label={t('form.hasMusic')}
        checked={state.hasMusic}
        onCheckedChange={(v) => set('hasMusic', v)}
      />
      <Button type="submit" disabled={create.isPending || !uploadId}>
        {create.isPending ? <Spinner className="size-4" /> : null}
        {t('form.submit')}
      </Button>
    </form>
  );
}
