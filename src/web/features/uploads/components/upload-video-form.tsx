// A video file and the item it becomes: creators upload as themselves (from /share, /submit and the studio);
// admins choose the creator profile and may set any rating. The item is pending; its page shows processing. An
// optional publish time (the creator's time zone, sent as a UTC instant) says when it goes live once approved.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanTags } from '#shared/content-fields';
import { CATEGORIES, type Category } from '#shared/domain';
import { type UploadContentInput, uploadContentSchema } from '#shared/uploads';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, fieldErrorsFromServer, validateForm } from '#web/lib/form-errors';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useCreateUploadContent } from '../api/uploads-api';
import { type Audience, AudienceFields, DEFAULT_AUDIENCE, mergeAudience } from './audience-fields';
import { UploadSuccessPanel } from './upload-success-panel';
import { VideoFileField } from './video-file-field';

const EMPTY = {
  creatorProfileId: '',
  title: '',
  description: '',
  category: 'Other' as Category,
  ...DEFAULT_AUDIENCE,
  tags: '',
  /** A datetime-local value in the browser's time zone, or ''. */
  publishLocal: '',
};

/** "2026-12-01T09:30" in the browser's time zone → an ISO instant; empty or unreadable → null. */
function localToInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

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
  const setAudience = (patch: Partial<Audience>) => mergeAudience(patch, setState, setErrors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: UploadContentInput = {
      ...(admin ? { creatorProfileId: state.creatorProfileId } : {}),
      title: state.title,
      description: state.description,
      category: state.category,
      language: state.language,
      // Not chosen yet: the schema answers 'Please choose an age range'.
      ageRange: state.ageRange as UploadContentInput['ageRange'],
      contentRating: admin ? state.contentRating : 'G',
      hasMusic: state.hasMusic,
      tags: cleanTags(state.tags.split(',')),
      publishAt: localToInstant(state.publishLocal),
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
      <UploadSuccessPanel
        heading={t('form.created')}
        hint={t('form.createdHint')}
        contentId={createdId}
        previewLabel={t('form.openPreview')}
        anotherLabel={t('form.another')}
        onAnother={() => {
          setCreatedId(null);
          setUploadId(null);
          setState(EMPTY);
          setFieldKey((n) => n + 1);
          create.reset();
        }}
      />
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
      <SelectField
        label={t('form.category')}
        value={state.category}
        onValueChange={(v) => set('category', v as Category)}
        options={CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }))}
        error={errors.category}
      />
      <AudienceFields value={state} onChange={setAudience} errors={errors} showRating={admin} />
      <TextField
        label={t('form.tags')}
        hint={t('form.tagsHint')}
        value={state.tags}
        onValueChange={(v) => set('tags', v)}
      />
      <TextField
        type="datetime-local"
        label={t('form.publishAt')}
        hint={t('form.publishAtHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        value={state.publishLocal}
        onValueChange={(v) => set('publishLocal', v)}
        error={errors.publishAt}
      />
      <Button type="submit" disabled={create.isPending || !uploadId}>
        {create.isPending ? <Spinner className="size-4" /> : null}
        {t('form.submit')}
      </Button>
    </form>
  );
}
