// /dashboard/creator/videos/:id/edit: a submitted item's details (title, description, category, tags, language, age
// range, music — the fields a creator chose when submitting). A published item's edit waits for a moderator as a
// revision while the published version stays live; the page says so, and lets the creator take the waiting edit
// back. Any other status goes (back) to the moderators as pending. Drafts keep their own form (/share?draft=).
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cleanTags } from '#shared/content-fields';
import { type EditableVideo, type RevisionInput, revisionSchema } from '#shared/creator-studio.schema';
import { CATEGORIES, type Category } from '#shared/domain';
import { ErrorBanner, InfoBanner, SuccessBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { StatusBadge } from '#web/components/status-badge';
import { type Audience, AudienceFields, DEFAULT_AUDIENCE, mergeAudience } from '#web/features/uploads';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, fieldErrorsFromServer, validateForm } from '#web/lib/form-errors';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { messageText } from '#web/lib/i18n/message-text';
import { useSaveEdit, useWithdrawEdit } from '../api/studio-mutations';
import { useEditableVideo } from '../api/studio-queries';
import { StudioFrame } from '../components/studio-frame';
import { formatDateTime } from '../lib/studio-format';

type FormState = Audience & { title: string; description: string; category: Category; tags: string };

function initialState(video: EditableVideo): FormState {
  const { fields } = video;
  return {
    ...DEFAULT_AUDIENCE,
    title: fields.title,
    description: fields.description,
    category: fields.category,
    tags: fields.tags.join(', '),
    language: fields.language,
    ageRange: fields.ageRange,
    hasMusic: fields.hasMusic,
  };
}

type Saved = 'revision' | 'resubmitted' | 'withdrawn' | null;

/** Keyed by the waiting edit: a new or withdrawn edit starts the form again from what the server answers. */
function EditForm({ video, onSaved }: { video: EditableVideo; onSaved: (saved: Saved) => void }) {
  const { t } = useTranslation('creator-studio');
  const labels = useDomainLabels();
  const save = useSaveEdit(video.id, ({ revision }) => onSaved(revision ? 'revision' : 'resubmitted'));
  const withdraw = useWithdrawEdit(video.id, () => onSaved('withdrawn'));
  const [state, setState] = useState(() => initialState(video));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const published = video.status === 'published';

  const set = <K extends 'category'>(key: K, value: FormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const clearError = (key: 'title' | 'description' | 'tags') => () =>
    setErrors((current) => ({ ...current, [key]: undefined }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSaved(null);
    const { title = '', description = '', tags = '' } = textFields(event.currentTarget);
    const input: RevisionInput = {
      title,
      description,
      category: state.category,
      tags: cleanTags(tags.split(',')),
      language: state.language,
      ageRange: state.ageRange as RevisionInput['ageRange'],
      hasMusic: state.hasMusic,
    };
    if (!validateForm(revisionSchema, input, formRef.current, setErrors)) return;
    save.mutate(input, { onError: (error) => setErrors(fieldErrorsFromServer(error, Object.keys(input))) });
  };

  const takeBack = () => withdraw.mutate(undefined);

  return (
    <div className="space-y-4">
      {video.pendingRevision ? (
        <InfoBanner>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>{t('edit.pendingRevision', { when: formatDateTime(video.pendingRevision.createdAt) })}</p>
            <Button size="sm" variant="secondary" onClick={takeBack} disabled={withdraw.isPending}>
              {t('edit.withdrawEdit')}
            </Button>
          </div>
        </InfoBanner>
      ) : null}
      {withdraw.isError ? <ErrorBanner>{messageText(errorMessage(withdraw.error))}</ErrorBanner> : null}
      <p className="text-stone-700">{published ? t('edit.publishedHint') : t('edit.resubmitHint')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {save.isError ? <ErrorBanner>{messageText(errorMessage(save.error))}</ErrorBanner> : null}
        <TextField
          label={t('edit.fields.title')}
          name="title"
          defaultValue={state.title}
          onValueChange={clearError('title')}
          error={errors.title}
          maxLength={200}
        />
        <TextAreaField
          label={t('edit.fields.description')}
          name="description"
          defaultValue={state.description}
          onValueChange={clearError('description')}
          error={errors.description}
          rows={4}
        />
        <SelectField
          label={t('edit.fields.category')}
          value={state.category}
          onValueChange={(v) => set('category', v as Category)}
          options={CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }))}
          error={errors.category}
        />
        <AudienceFields
          value={state}
          onChange={(patch) => mergeAudience(patch, setState, setErrors)}
          errors={errors}
          showRating={false}
        />
        <TextField
          label={t('edit.fields.tags')}
          hint={t('edit.fields.tagsHint')}
          name="tags"
          defaultValue={state.tags}
          onValueChange={clearError('tags')}
          error={errors.tags}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-4" /> : null}
            {published ? t('edit.sendForReview') : t('edit.resubmit')}
          </Button>
          <Link to="/dashboard/creator/videos" className={buttonClasses({ variant: 'secondary' })}>
            {t('edit.back')}
          </Link>
        </div>
      </form>
    </div>
  );
}

export function StudioEditPage() {
  const { t } = useTranslation('creator-studio');
  const { id = '' } = useParams();
  const video = useEditableVideo(id);
  const [saved, setSaved] = useState<Saved>(null);
  return (
    <StudioFrame>
      <section aria-labelledby="edit-heading" className="rounded-3xl border border-stone-200 bg-white p-5">
        {video.isPending ? (
          <LoadingState />
        ) : video.isError ? (
          <ErrorBanner>{messageText(errorMessage(video.error))}</ErrorBanner>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <h2 id="edit-heading" className="text-xl font-bold text-stone-900">
                {t('edit.title')}
              </h2>
              <StatusBadge status={video.data.status} />
            </div>
            <p translate="no" dir="auto" className="mb-4 font-semibold text-stone-900">
              {video.data.title}
            </p>
            <div role="status" aria-live="polite" className="mb-4">
              {saved ? <SuccessBanner>{t(`edit.saved.${saved}`)}</SuccessBanner> : null}
            </div>
            <EditForm
              key={`${video.data.id}-${video.data.pendingRevision?.createdAt ?? ''}`}
              video={video.data}
              onSaved={setSaved}
            />
          </>
        )}
      </section>
    </StudioFrame>
  );
}
