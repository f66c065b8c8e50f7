// The video submission form (/share, /submit and the creator dashboard's Upload Content modal). Validated with
// the same schema as the server; screening refusals show the reasons the server found. Its sections (source,
// details, tags) and the outcome banners are their own components; the state they share is in submission-form-state.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { submissionSchema } from '#shared/submission.schema';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { CreatorValueQuestions, UploadFileChoice, UploadVideoForm } from '#web/features/uploads';
import {
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  focusFirstInvalid,
  hasErrors,
} from '#web/lib/form-errors';
import { useDraft, useSubmitViaDraft } from '../api/submission-drafts';
import { useSubmitContent } from '../api/submit-content';
import { SaveDraftButton, ScheduleField, useDraftState } from './draft-controls';
import { SubmissionDetailsFields } from './submission-details-fields';
import { FIELDS, toInput, typedState, useSubmissionFormState } from './submission-form-state';
import { SubmissionOutcome } from './submission-outcome';
import { SubmissionSourceFields } from './submission-source-fields';
import { SubmissionTags } from './submission-tags';

export function SubmissionForm({ onSubmitted }: { onSubmitted?: (id: string) => void }) {
  const { t } = useTranslation('submissions');
  const { state, errors, set, setErrors, reset, generation } = useSubmissionFormState();
  const [submittedTitle, setSubmittedTitle] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const drafts = useDraftState(set);
  const [params] = useSearchParams();
  const continued = useDraft(params.get('draft'));
  const direct = useSubmitContent();
  const viaDraft = useSubmitViaDraft(drafts.draftId, drafts.publishAt);
  const submit = drafts.viaDraft ? viaDraft : direct;
  /** The answer appears above the form: bring it into view (the button is at the bottom). */
  const showOutcome = () =>
    window.requestAnimationFrame(() =>
      outcomeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
    );

  const read = () => typedState(state, formRef.current);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.reset();
    setSubmittedTitle(null);
    const current = read();
    const parsed = submissionSchema.safeParse(toInput(current));
    if (!parsed.success) {
      const next = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(next);
      if (hasErrors(next)) focusFirstInvalid(formRef.current);
      return;
    }
    submit.mutate(toInput(current), {
      onSuccess: (result) => {
        setSubmittedTitle(current.title.trim());
        reset();
        drafts.reset();
        onSubmitted?.(result.id);
        showOutcome();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsFromServer(error, FIELDS);
        if (hasErrors(fieldErrors)) {
          setErrors(fieldErrors);
          focusFirstInvalid(formRef.current);
        } else showOutcome();
      },
    });
  };

  // The draft being continued decides the form: one made from an uploaded file continues in the file form, with
  // its video (a link draft in this one, with its source fields).
  if (params.get('draft') && continued.isPending) return <LoadingState />;
  if (continued.data?.sourceType === 'upload')
    return (
      <UploadVideoForm
        key={continued.data.id}
        draft={continued.data}
        {...(onSubmitted ? { onCreated: onSubmitted } : {})}
      />
    );

  const linkForm = (
    <form
      key={`${generation}:${drafts.loaded}`}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <div ref={outcomeRef} className="scroll-mt-24 space-y-3 empty:hidden">
        <SubmissionOutcome submittedTitle={submittedTitle} error={submit.isError ? submit.error : null} />
      </div>

      <TextField
        label={t('form.title')}
        name="title"
        defaultValue={state.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={200}
        required
      />

      <SubmissionSourceFields state={state} errors={errors} set={set} setErrors={setErrors} />

      <SubmissionDetailsFields state={state} errors={errors} set={set} />

      <SubmissionTags tags={state.tags} onChange={(tags) => set('tags', tags)} />

      <CreatorValueQuestions
        name="submission"
        value={state.values}
        onChange={(axis, level) => set('values', { ...state.values, [axis]: level })}
        error={errors.values}
      />

      <ScheduleField drafts={drafts} error={errors.publishAt} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto">
          {submit.isPending ? <Spinner className="size-5" /> : null}
          {submit.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
        <SaveDraftButton read={read} drafts={drafts} onErrors={setErrors} />
      </div>
    </form>
  );
  // Creators may upload a video file instead: the uploads feature's form, in the same place.
  return <UploadFileChoice {...(onSubmitted ? { onCreated: onSubmitted } : {})}>{linkForm}</UploadFileChoice>;
}
