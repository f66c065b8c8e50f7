// The submission form's state: the fields as typed, their errors, and what they become as a SubmissionInput.
// One state for the whole form because submitting validates and resets every section at once.
import { useState } from 'react';
import { LIMITS } from '#shared/domain';
import type { SubmissionInput, SubmissionSource } from '#shared/submission.schema';
import type { ValueChoices } from '#web/components/value-questions';
import { textFields } from '#web/lib/form-action';
import type { FieldErrors } from '#web/lib/form-errors';

export type FormState = {
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
  /** The creator's answers to the values questions (none chosen at first: each must be answered). */
  values: ValueChoices;
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
  // No default: the creator chooses who the video is for (a silent 13+ kept it from every child).
  ageRange: '',
  duration: '',
  description: '',
  tags: [],
  values: {},
  shariahScore: String(LIMITS.defaultShariahScore),
};

/** The names the server may report field errors under. */
export const FIELDS = Object.keys(EMPTY);

export type SocialSource = Exclude<SubmissionSource, 'youtube'>;
type SocialKey =
  | 'instagramUsername'
  | 'instagramStoryId'
  | 'instagramReelUsername'
  | 'instagramReelId'
  | 'tiktokUsername'
  | 'tiktokVideoId';

/** The username and id fields each non-YouTube source needs (labelled by key in the submissions texts). */
export const SOCIAL_FIELDS: Record<SocialSource, { key: SocialKey }[]> = {
  instagram: [{ key: 'instagramUsername' }, { key: 'instagramStoryId' }],
  instagram_reel: [{ key: 'instagramReelUsername' }, { key: 'instagramReelId' }],
  tiktok: [{ key: 'tiktokUsername' }, { key: 'tiktokVideoId' }],
};

export function toInput(state: FormState): SubmissionInput {
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
    // Not chosen: 0, which the schema refuses with 'Please choose an age range'.
    ageRange: Number(state.ageRange) as SubmissionInput['ageRange'],
    duration: state.duration.trim() === '' ? Number.NaN : Number(state.duration),
    description: state.description,
    tags: state.tags,
    // Unanswered questions are left out: the schema then asks for them ('Please choose an answer…').
    values: state.values as SubmissionInput['values'],
    shariahScore: state.shariahScore.trim() === '' ? Number.NaN : Number(state.shariahScore),
  };
}

export type SetField = <K extends keyof FormState>(key: K, value: FormState[K]) => void;

/** What each section of the form gets: the values, their errors, and a setter that clears the field's error. */
export type SectionProps = { state: FormState; errors: FieldErrors; set: SetField };

/** The text fields, which the browser holds (uncontrolled): the state follows them as they change. */
const TEXT_KEYS = [
  'title',
  'youtubeUrl',
  'instagramUsername',
  'instagramStoryId',
  'instagramReelUsername',
  'instagramReelId',
  'tiktokUsername',
  'tiktokVideoId',
  'duration',
  'description',
  'shariahScore',
] as const;

/** The form's values with its text fields read from the form itself, so text typed before the app took over counts. */
export function typedState(state: FormState, form: HTMLFormElement | null): FormState {
  if (!form) return state;
  const typed = textFields(form);
  const next = { ...state };
  for (const key of TEXT_KEYS) next[key] = typed[key] ?? next[key];
  return next;
}

export function useSubmissionFormState() {
  const [state, setState] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The text fields show their values only when drawn: a new generation draws them afresh from the state.
  const [generation, setGeneration] = useState(0);

  const set: SetField = (key, value) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const reset = () => {
    setState(EMPTY);
    setErrors({});
    setGeneration((current) => current + 1);
  };

  return { state, errors, set, setErrors, reset, generation };
}
