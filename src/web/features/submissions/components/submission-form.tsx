// The video submission form (/share, /submit and the creator dashboard's Upload Content modal). Validated with
// the same schema as the server; screening refusals show the reasons the server found.
import { type FormEvent, useRef, useState } from 'react';
import { AGE_BANDS, CATEGORIES, LANGUAGES, LIMITS, SOURCE_TYPE_LABELS } from '../../../../shared/domain';
import {
  SUBMISSION_SOURCES,
  SUBMISSION_TAGS,
  type SubmissionInput,
  type SubmissionSource,
  submissionSchema,
} from '../../../../shared/submission.schema';
import { INVALID_YOUTUBE_URL_MESSAGE, parseYouTubeVideoId } from '../../../../shared/youtube-url';
import { ErrorBanner, SuccessBanner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextAreaField, TextField } from '../../../components/form-field';
import { CheckboxField, optionsOf, SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  type FieldErrors,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  focusFirstInvalid,
  hasErrors,
} from '../../../lib/form-errors';
import { useSubmitContent } from '../api/submit-content';

type FormState = {
  title: string;
  sourceType: SubmissionSource;
  youtubeUrl: string;
  instagramUsername: string;
  instagramStoryId: string;
  instagramReelUsername: string;
  instagramReelId: string;
  tiktokUsername: string;
  tiktokVideoId: string;
  category: string;
  language: string;
  ageRange: string;
  duration: string;
  description: string;
  tags: string[];
  hasMusic: boolean;
  shariahScore: string;
};

const EMPTY: FormState = {
  title: '',
  sourceType: 'youtube',
  youtubeUrl: '',
  instagramUsername: '',
  instagramStoryId: '',
  instagramReelUsername: '',
  instagramReelId: '',
  tiktokUsername: '',
  tiktokVideoId: '',
  category: '',
  language: 'English',
  // 13+ for an adult submitting without a child session.
  ageRange: '4',
  duration: '',
  description: '',
  tags: [],
  hasMusic: false,
  shariahScore: String(LIMITS.defaultShariahScore),
};

const FIELDS = Object.keys(EMPTY);

type SocialSource = Exclude<SubmissionSource, 'youtube'>;
type SocialKey =
  | 'instagramUsername'
  | 'instagramStoryId'
  | 'instagramReelUsername'
  | 'instagramReelId'
  | 'tiktokUsername'
  | 'tiktokVideoId';

/** The username and id fields each non-YouTube source needs. */
const SOCIAL_FIELDS: Record<SocialSource, { key: SocialKey; label: string }[]> = {
  instagram: [
    { key: 'instagramUsername', label: 'Instagram username' },
    { key: 'instagramStoryId', label: 'Instagram story ID' },
  ],
  instagram_reel: [
    { key: 'instagramReelUsername', label: 'Instagram username' },
    { key: 'instagramReelId', label: 'Instagram reel ID' },
  ],
  tiktok: [
    { key: 'tiktokUsername', label: 'TikTok username' },
    { key: 'tiktokVideoId', label: 'TikTok video ID' },
  ],
};

function toInput(state: FormState): SubmissionInput {
  const text = (value: string) => value.trim() || undefined;
  return {
    title: state.title,
    sourceType: state.sourceType,
    youtubeUrl: state.sourceType === 'youtube' ? text(state.youtubeUrl) : undefined,
    ...Object.fromEntries(
      Object.values(SOCIAL_FIELDS)
        .flat()
        .map((field) => [
          field.key,
          SOCIAL_FIELDS[state.sourceType as SocialSource]?.includes(field)
            ? text(state[field.key])
            : undefined,
        ]),
    ),
    category: state.category as SubmissionInput['category'],
    contentRating: 'G',
    language: state.language as SubmissionInput['language'],
    ageRange: Number(state.ageRange) as SubmissionInput['ageRange'],
    duration: state.duration.trim() === '' ? Number.NaN : Number(state.duration),
    description: state.description,
    tags: state.tags,
    hasMusic: state.hasMusic,
    shariahScore: state.shariahScore.trim() === '' ? Number.NaN : Number(state.shariahScore),
  };
}

export function SubmissionForm({ onSubmitted }: { onSubmitted?: (id: string) => void }) {
  const [state, setState] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submittedTitle, setSubmittedTitle] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const submit = useSubmitContent();
  /** The answer appears above the form: bring it into view (the button is at the bottom). */
  const showOutcome = () =>
    window.requestAnimationFrame(() =>
      outcomeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
    );

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const checkYouTubeUrl = () => {
    if (state.youtubeUrl.trim() && !parseYouTubeVideoId(state.youtubeUrl))
      setErrors((current) => ({ ...current, youtubeUrl: INVALID_YOUTUBE_URL_MESSAGE }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.reset();
    setSubmittedTitle(null);
    const parsed = submissionSchema.safeParse(toInput(state));
    if (!parsed.success) {
      const next = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(next);
      if (hasErrors(next)) focusFirstInvalid(formRef.current);
      return;
    }
    submit.mutate(toInput(state), {
      onSuccess: (result) => {
        setSubmittedTitle(state.title.trim());
        setState(EMPTY);
        setErrors({});
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

  const screeningReasons =
    submit.error instanceof ApiError ? submit.error.issues.filter((issue) => issue.path === 'screening') : [];

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <div ref={outcomeRef} className="scroll-mt-24 space-y-3 empty:hidden">
        {submittedTitle ? (
          <SuccessBanner>
            Thank you! “{submittedTitle}” was submitted and is waiting for review. Our moderators check every
            video before children can see it.
          </SuccessBanner>
        ) : null}
        {submit.isError ? (
          <ErrorBanner>
            <p className="font-semibold">{errorMessage(submit.error)}</p>
            {screeningReasons.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {screeningReasons.map((issue) => (
                  <li key={issue.message}>{issue.message}</li>
                ))}
              </ul>
            ) : null}
          </ErrorBanner>
        ) : null}
      </div>

      <TextField
        label="Title"
        value={state.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={200}
        required
      />

      <SelectField
        label="Source"
        value={state.sourceType}
        onValueChange={(v) => set('sourceType', v as SubmissionSource)}
        options={SUBMISSION_SOURCES.map((source) => ({ value: source, label: SOURCE_TYPE_LABELS[source] }))}
        hint="File uploads are coming soon."
      />

      {state.sourceType === 'youtube' ? (
        <TextField
          label="YouTube URL"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={state.youtubeUrl}
          onValueChange={(v) => set('youtubeUrl', v)}
          onBlur={checkYouTubeUrl}
          error={errors.youtubeUrl}
          required
        />
      ) : null}
      {state.sourceType !== 'youtube' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS[state.sourceType].map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              value={state[field.key]}
              onValueChange={(v) => set(field.key, v)}
              error={errors[field.key]}
              required
            />
          ))}
        </div>
      ) : null}

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

      <fieldset>
        <legend className="mb-1.5 text-sm font-bold text-stone-900">Tags (optional)</legend>
        <div className="flex flex-wrap gap-2">
          {SUBMISSION_TAGS.map((tag) => {
            const on = state.tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => set('tags', on ? state.tags.filter((t) => t !== tag) : [...state.tags, tag])}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${on ? 'border-teal-700 bg-teal-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
              >
                {tag}
              </button>
            );
          })}
        </div>
      </fieldset>

      <CheckboxField
        label="This video has music"
        checked={state.hasMusic}
        onCheckedChange={(v) => set('hasMusic', v)}
      />

      <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending ? <Spinner className="size-5" /> : null}
        {submit.isPending ? 'Submitting...' : 'Submit for review'}
      </Button>
    </form>
  );
}
