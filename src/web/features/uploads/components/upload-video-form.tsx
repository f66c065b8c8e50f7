// A video file and the item it becomes: creators upload as themselves (from /share, /submit and the studio);
// admins choose the creator profile and may set any rating. The item is pending; its page shows processing. An
// optional publish time (the creator's time zone, sent as a UTC instant) says when it goes live once approved.
// Creators may "Save as draft" once the file is in (only a title needed): the file becomes their own draft, processed
// meanwhile; continuing it (/share?draft=<id>) opens this form with its fields and its video in place of the file
// field, and sending it then submits the draft (screened, then pending).
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cleanTags } from '#shared/content-fields';
import type { DraftDetail } from '#shared/creator-studio.schema';
import { AGE_BAND_VALUES, type AgeBand, CATEGORIES, type Category, LANGUAGES } from '#shared/domain';
import {
  type UploadContentInput,
  type UploadDraftInput,
  uploadContentSchema,
  uploadDraftSchema,
} from '#shared/uploads';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { TextAreaField, TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { Spinner } from '#web/components/spinner';
import type { ValueChoices } from '#web/components/value-questions';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, fieldErrorsFromServer, validateForm } from '#web/lib/form-errors';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { messageText } from '#web/lib/i18n/message-text';
import { useCreateUploadContent, useSaveUploadDraft, useSubmitUploadDraft } from '../api/uploads-api';
import { type Audience, AudienceFields, DEFAULT_AUDIENCE, mergeAudience } from './audience-fields';
import { CreatorValueQuestions } from './creator-value-questions';
import { DraftVideo } from './draft-video';
import { UploadSuccessPanel } from './upload-success-panel';
import { VideoFileField } from './video-file-field';

const EMPTY = {
  creatorProfileId: '',
  title: '',
  description: '',
  category: 'Other' as Category,
  ...DEFAULT_AUDIENCE,
  tags: '',
  /** The creator's answers to the values questions (each must be answered to send the item). */
  values: {} as ValueChoices,
  /** A datetime-local value in the browser's time zone, or ''. */
  publishLocal: '',
};

/** "2026-12-01T09:30" in the browser's time zone → an ISO instant; empty or unreadable → null. */
function localToInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant → the browser's local "YYYY-MM-DDTHH:mm" for a datetime-local field. */
function instantToLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The form as a saved draft left it: an age range never chosen stays unchosen (the placeholder shows). */
function stateOfDraft(draft: DraftDetail): typeof EMPTY {
  return {
    ...EMPTY,
    title: draft.title,
    description: draft.description,
    category: oneOf(CATEGORIES, draft.category) ?? EMPTY.category,
    language: oneOf(LANGUAGES, draft.language) ?? EMPTY.language,
    ageRange: oneOf<AgeBand>(AGE_BAND_VALUES, draft.ageRange) ?? null,
    hasMusic: draft.hasMusic,
    values: draft.values,
    tags: draft.tags.join(', '),
    publishLocal: instantToLocal(draft.publishAt),
  };
}

export function UploadVideoForm({
  creators,
  onCreated,
  draft,
}: {
  /** Admins choose whose video it is; creators upload as themselves. */
  creators?: readonly { id: string; fullName: string }[];
  onCreated?: (contentId: string) => void;
  /** A creator's draft made from an uploaded file, continued: its fields, and its video instead of the file field. */
  draft?: DraftDetail;
}) {
  const { t } = useTranslation('uploads');
  const labels = useDomainLabels();
  const createDirect = useCreateUploadContent();
  const submitDraft = useSubmitUploadDraft();
  const saveDraft = useSaveUploadDraft();
  const [state, setState] = useState(() => (draft ? stateOfDraft(draft) : EMPTY));
  const [draftId, setDraftId] = useState<string | null>(draft?.id ?? null);
  const [savedTitle, setSavedTitle] = useState<string | null>(null);
  const create = draftId ? submitDraft : createDirect;
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [fieldKey, setFieldKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [createdId, setCreatedId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const admin = creators !== undefined;

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setSavedTitle(null);
  };
  const setAudience = (patch: Partial<Audience>) => mergeAudience(patch, setState, setErrors);
  /** The values with the text fields read from the form: they are the browser's (typed before the app counts). */
  const read = () => {
    const typed = formRef.current ? textFields(formRef.current) : {};
    return {
      ...state,
      title: typed.title ?? state.title,
      description: typed.description ?? state.description,
      tags: typed.tags ?? state.tags,
      publishLocal: typed.publishLocal ?? state.publishLocal,
    };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const state = read();
    const input: UploadContentInput = {
      ...(admin ? { creatorProfileId: state.creatorProfileId } : {}),
      title: state.title,
      description: state.description,
      category: state.category,
      language: state.language,
      // Not chosen yet: the schema answers 'Please choose an age range'.
      ageRange: state.ageRange as UploadContentInput['ageRange'],
      contentRating: admin ? state.contentRating : 'G',
      // Unanswered questions are left out: the schema then asks for them.
      values: state.values as UploadContentInput['values'],
      tags: cleanTags(state.tags.split(',')),
      publishAt: localToInstant(state.publishLocal),
    };
    if (!validateForm(uploadContentSchema, input, formRef.current, setErrors)) return;
    const handlers = {
      onSuccess: ({ id }: { id: string }) => {
        setCreatedId(id);
        onCreated?.(id);
      },
      onError: (error: Error) => setErrors(fieldErrorsFromServer(error, Object.keys(EMPTY))),
    };
    setSavedTitle(null);
    // A saved draft is submitted as itself (its file is already attached): screened, then pending.
    if (draftId) {
      const { creatorProfileId: _none, contentRating: _g, ...fields } = input;
      submitDraft.mutate({ draftId, input: fields }, handlers);
      return;
    }
    if (!uploadId) {
      setErrors({ file: t('form.fileRequired') });
      return;
    }
    createDirect.mutate({ uploadId, input }, handlers);
  };

  /** Only the title is needed: the rest (the age range too) may stay unchosen until the draft is sent. */
  const onSaveDraft = () => {
    const state = read();
    const input: UploadDraftInput = {
      title: state.title,
      ...(state.description.trim() ? { description: state.description } : {}),
      category: state.category,
      language: state.language,
      ...(state.ageRange === null ? {} : { ageRange: state.ageRange }),
      values: state.values as UploadDraftInput['values'],
      tags: cleanTags(state.tags.split(',')),
      publishAt: localToInstant(state.publishLocal),
    };
    setSavedTitle(null);
    if (!validateForm(uploadDraftSchema, input, formRef.current, setErrors)) return;
    if (!draftId && !uploadId) {
      setErrors({ file: t('form.fileRequired') });
      return;
    }
    saveDraft.mutate(
      { draftId, uploadId, input },
      {
        onSuccess: ({ id }) => {
          setDraftId(id);
          setSavedTitle(state.title.trim());
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
          setDraftId(null);
          setState(EMPTY);
          setFieldKey((n) => n + 1);
          createDirect.reset();
          submitDraft.reset();
        }}
      />
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {create.isError ? <ErrorBanner>{errorMessage(create.error)}</ErrorBanner> : null}
      {/* A continued draft shows its own video; a new form (or a draft just saved from it) the file field. */}
      {draft && draftId === draft.id ? (
        <DraftVideo contentId={draft.id} />
      ) : (
        <VideoFileField
          key={fieldKey}
          onUploaded={setUploadId}
          onCleared={() => {
            setUploadId(null);
            // Another file is another item: the draft saved from the previous one stays in My videos.
            setDraftId(null);
          }}
        />
      )}
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
        name="title"
        defaultValue={state.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={200}
      />
      <TextAreaField
        label={t('form.description')}
        name="description"
        defaultValue={state.description}
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
      <AudienceFields
        value={state}
        onChange={setAudience}
        errors={errors}
        showRating={admin}
        showMusic={false}
      />
      <CreatorValueQuestions
        name="upload"
        value={state.values}
        onChange={(axis, level) => set('values', { ...state.values, [axis]: level })}
        error={errors.values}
      />
      <TextField
        label={t('form.tags')}
        hint={t('form.tagsHint')}
        name="tags"
        defaultValue={state.tags}
        onValueChange={(v) => set('tags', v)}
      />
      <TextField
        type="datetime-local"
        label={t('form.publishAt')}
        hint={t('form.publishAtHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        name="publishLocal"
        defaultValue={state.publishLocal}
        onValueChange={(v) => set('publishLocal', v)}
        error={errors.publishAt}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending || (!uploadId && !draftId)}>
          {create.isPending ? <Spinner className="size-4" /> : null}
          {t('form.submit')}
        </Button>
        {admin ? null : (
          <Button
            variant="secondary"
            onClick={onSaveDraft}
            disabled={saveDraft.isPending || (!uploadId && !draftId)}
          >
            {saveDraft.isPending ? <Spinner className="size-4" /> : null}
            {saveDraft.isPending ? t('form.savingDraft') : t('form.saveDraft')}
          </Button>
        )}
        <div aria-live="polite" className="basis-full empty:hidden">
          {savedTitle ? (
            <SuccessBanner>
              {t('form.draftSaved', { title: savedTitle })}{' '}
              <Link to="/dashboard/creator/videos?status=draft" className={TEXT_LINK}>
                {t('form.myDrafts')}
              </Link>
            </SuccessBanner>
          ) : null}
          {saveDraft.isError ? (
            <p role="alert" className="font-semibold text-red-800">
              {messageText(errorMessage(saveDraft.error))}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
