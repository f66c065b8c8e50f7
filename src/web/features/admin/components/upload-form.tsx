// The single upload form (links): creator profile, title, description, YouTube URL, optional category, language,
// age range, rating and music (the uploads feature's AudienceFields, as on the file form) and tags (added with Enter
// or comma, trimmed, no duplicates); a success panel links to the new item's preview. The file form
// (UploadFileForm) is the uploads feature's, given the creator profiles.
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cleanTags } from '#shared/content-fields';
import { UPLOAD_CATEGORY_NAMES, type UploadInput, uploadSchema } from '#shared/moderation.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import {
  type Audience,
  AudienceFields,
  DEFAULT_AUDIENCE,
  mergeAudience,
  UploadSuccessPanel,
  UploadVideoForm,
} from '#web/features/uploads';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, fieldErrorsFromServer, validateForm } from '#web/lib/form-errors';
import { useCreators } from '../api/get-creators';
import { useUploadVideo } from '../api/upload-video';

/** A video file for a chosen creator profile, with age range, language, rating and music. */
export function UploadFileForm() {
  const { t } = useTranslation('admin');
  const creators = useCreators();
  if (creators.isPending) return <LoadingState />;
  if (creators.isError) return <ErrorBanner>{t('notes.failedToLoadCreators')}</ErrorBanner>;
  if (creators.data.length === 0) return <ErrorBanner>{t('notes.noCreatorProfiles')}</ErrorBanner>;
  return <UploadVideoForm creators={creators.data} />;
}

const EMPTY = {
  creatorProfileId: '',
  title: '',
  description: '',
  youtubeUrl: '',
  category: '',
  ...DEFAULT_AUDIENCE,
};
type LinkFormState = typeof EMPTY;

export function UploadForm() {
  const creators = useCreators();
  const upload = useUploadVideo();
  const [state, setState] = useState(EMPTY);
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [createdId, setCreatedId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useTranslation('admin');
  const { t: tu } = useTranslation('uploads');

  const set = <K extends keyof LinkFormState>(key: K, value: LinkFormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const clearError = (key: 'title' | 'description' | 'youtubeUrl') => () =>
    setErrors((current) => ({ ...current, [key]: undefined }));

  /** The tag box's text becomes tags and the box is emptied (it is the browser's: the form reads it). */
  const addTags = (box: HTMLInputElement) => {
    // Read before the box is emptied: the state updater runs later, when the box is already empty.
    const typed = box.value.split(',');
    setTags((current) => cleanTags([...current, ...typed]));
    box.value = '';
  };

  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addTags(event.currentTarget);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { title = '', description = '', youtubeUrl = '', tagDraft = '' } = textFields(event.currentTarget);
    const input: UploadInput = {
      ...state,
      title,
      description,
      youtubeUrl,
      // Not chosen yet: the schema answers 'Please choose an age range'.
      ageRange: state.ageRange as UploadInput['ageRange'],
      category: (state.category || null) as UploadInput['category'],
      tags: cleanTags([...tags, ...tagDraft.split(',')]),
    };
    if (!validateForm(uploadSchema, input, formRef.current, setErrors)) return;
    upload.mutate(input, {
      onSuccess: ({ id }) => setCreatedId(id),
      onError: (error) => setErrors(fieldErrorsFromServer(error, Object.keys(EMPTY))),
    });
  };

  if (createdId) {
    return (
      <UploadSuccessPanel
        heading={t('uploadForm.uploaded')}
        contentId={createdId}
        previewLabel={tu('form.openPreview')}
        anotherLabel={t('uploadForm.another')}
        onAnother={() => {
          setCreatedId(null);
          setState(EMPTY);
          setTags([]);
          upload.reset();
        }}
      />
    );
  }

  if (creators.isPending) return <LoadingState />;
  if (creators.isError) return <ErrorBanner>{t('notes.failedToLoadCreators')}</ErrorBanner>;
  if (creators.data.length === 0) return <ErrorBanner>{t('notes.noCreatorProfiles')}</ErrorBanner>;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {upload.isError ? <ErrorBanner>{errorMessage(upload.error)}</ErrorBanner> : null}
      <SelectField
        label={t('uploadForm.creatorProfile')}
        value={state.creatorProfileId}
        onValueChange={(v) => set('creatorProfileId', v)}
        placeholder={t('uploadForm.chooseCreatorProfile')}
        options={creators.data.map((creator) => ({
          value: creator.id,
          label: creator.fullName,
          translate: 'no',
        }))}
        error={errors.creatorProfileId}
      />
      <TextField
        label={t('uploadForm.title')}
        name="title"
        onValueChange={clearError('title')}
        error={errors.title}
      />
      <TextAreaField
        label={t('uploadForm.description')}
        name="description"
        onValueChange={clearError('description')}
        error={errors.description}
        rows={3}
      />
      <TextField
        label={t('uploadForm.youtubeUrl')}
        type="url"
        inputMode="url"
        dir="ltr"
        name="youtubeUrl"
        onValueChange={clearError('youtubeUrl')}
        error={errors.youtubeUrl}
      />
      <SelectField
        label={t('uploadForm.category')}
        value={state.category}
        onValueChange={(v) => set('category', v)}
        placeholder={t('uploadForm.noCategory')}
        options={UPLOAD_CATEGORY_NAMES.map((name) => ({ value: name, label: t(`uploadCategories.${name}`) }))}
        error={errors.category}
      />
      <AudienceFields
        value={state}
        onChange={(patch: Partial<Audience>) => mergeAudience(patch, setState, setErrors)}
        errors={errors}
        showRating
      />
      <div>
        <TextField
          label={t('uploadForm.tags')}
          hint={t('uploadForm.tagsHint')}
          name="tagDraft"
          onKeyDown={onTagKey}
          onInput={(event) => {
            if (event.currentTarget.value.includes(',')) addTags(event.currentTarget);
          }}
        />
        {tags.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('uploadForm.tagsList')}>
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-teal-50 ps-3 text-sm text-teal-950"
              >
                <span translate="no" dir="auto">
                  {tag}
                </span>
                <button
                  type="button"
                  onClick={() => setTags((current) => current.filter((other) => other !== tag))}
                  className="inline-flex size-9 items-center justify-center rounded-full hover:bg-teal-100"
                  aria-label={t('uploadForm.removeTag', { tag })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? <Spinner className="size-4" /> : null}
          {t('uploadForm.submit')}
        </Button>
        <Link to="/dashboard/admin" className={buttonClasses({ variant: 'secondary' })}>
          {t('uploadForm.back')}
        </Link>
      </div>
    </form>
  );
}
