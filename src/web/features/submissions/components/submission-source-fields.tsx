// The submission form's source section: where the video is (YouTube link, or an Instagram or TikTok username and
// id), with the YouTube link checked as soon as the creator leaves the field.
import type { Dispatch, SetStateAction } from 'react';
import { SOURCE_TYPE_LABELS } from '#shared/domain';
import { SUBMISSION_SOURCES, type SubmissionSource } from '#shared/submission.schema';
import { INVALID_YOUTUBE_URL_MESSAGE, parseYouTubeVideoId } from '#shared/youtube-url';
import { TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import type { FieldErrors } from '#web/lib/form-errors';
import { type SectionProps, SOCIAL_FIELDS } from './submission-form-state';

type SubmissionSourceFieldsProps = SectionProps & { setErrors: Dispatch<SetStateAction<FieldErrors>> };

export function SubmissionSourceFields({ state, errors, set, setErrors }: SubmissionSourceFieldsProps) {
  const checkYouTubeUrl = () => {
    if (state.youtubeUrl.trim() && !parseYouTubeVideoId(state.youtubeUrl))
      setErrors((current) => ({ ...current, youtubeUrl: INVALID_YOUTUBE_URL_MESSAGE }));
  };

  return (
    <>
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
    </>
  );
}
