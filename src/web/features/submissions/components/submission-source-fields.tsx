// The submission form's source section: where the video is (YouTube link, or an Instagram or TikTok username and
// id), with the YouTube link checked as soon as the creator leaves the field.
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMISSION_SOURCES, type SubmissionSource } from '#shared/submission.schema';
import { INVALID_YOUTUBE_URL_MESSAGE, parseYouTubeVideoId } from '#shared/youtube-url';
import { TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import type { FieldErrors } from '#web/lib/form-errors';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { messageText } from '#web/lib/i18n/message-text';
import { type SectionProps, SOCIAL_FIELDS } from './submission-form-state';

/** An example link, the same in every language. */
const YOUTUBE_URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';

type SubmissionSourceFieldsProps = SectionProps & { setErrors: Dispatch<SetStateAction<FieldErrors>> };

export function SubmissionSourceFields({ state, errors, set, setErrors }: SubmissionSourceFieldsProps) {
  const { t } = useTranslation('submissions');
  const labels = useDomainLabels();
  const checkYouTubeUrl = () => {
    if (state.youtubeUrl.trim() && !parseYouTubeVideoId(state.youtubeUrl))
      setErrors((current) => ({ ...current, youtubeUrl: messageText(INVALID_YOUTUBE_URL_MESSAGE) }));
  };

  return (
    <>
      <SelectField
        label={t('source.label')}
        value={state.sourceType}
        onValueChange={(v) => set('sourceType', v as SubmissionSource)}
        options={SUBMISSION_SOURCES.map((source) => ({ value: source, label: labels.sourceType(source) }))}
      />

      {state.sourceType === 'youtube' ? (
        <TextField
          label={t('source.youtubeUrl')}
          type="url"
          inputMode="url"
          placeholder={YOUTUBE_URL_EXAMPLE}
          translate="no"
          dir="auto"
          name="youtubeUrl"
          defaultValue={state.youtubeUrl}
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
              label={t(`source.social.${field.key}`)}
              name={field.key}
              defaultValue={state[field.key]}
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
