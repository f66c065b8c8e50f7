// The submission form's draft and schedule parts: 'Save as draft' at any point with only a title, a
// draft opened from ?draft=<id> filled into the form, and an optional publish date and time in the creator's own
// time zone (sent as a UTC instant; moderators still approve first).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { draftSchema } from '#shared/creator-studio.schema';
import { SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, fieldErrorsFromIssues } from '#web/lib/form-errors';
import { messageText } from '#web/lib/i18n/message-text';
import { useDraft, useSaveDraft } from '../api/submission-drafts';
import { type FormState, type SetField, toInput } from './submission-form-state';

/** "2026-12-01T09:30" in the browser's time zone → an ISO instant; empty → null. */
export function localToInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant → the browser's local "YYYY-MM-DDTHH:mm" for a datetime-local field. */
export function instantToLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The draft the form continues (from ?draft=) and the chosen publish time, shared by the form's parts. */
export function useDraftState(set: SetField) {
  const [params] = useSearchParams();
  const [draftId, setDraftId] = useState<string | null>(params.get('draft'));
  const [publishLocal, setPublishLocal] = useState('');
  const draft = useDraft(params.get('draft'));
  const filled = useRef<string | null>(null);
  // The draft whose values the form shows (its text fields are drawn afresh with them).
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    const data = draft.data;
    if (!data || filled.current === data.id) return;
    filled.current = data.id;
    const text = (value: string | null) => value ?? '';
    const values: Partial<FormState> = {
      title: data.title,
      sourceType: data.sourceType as FormState['sourceType'],
      youtubeUrl: text(data.youtubeUrl),
      instagramUsername: text(data.instagramUsername),
      instagramStoryId: text(data.instagramStoryId),
      instagramReelUsername: text(data.instagramReelUsername),
      instagramReelId: text(data.instagramReelId),
      tiktokUsername: text(data.tiktokUsername),
      tiktokVideoId: text(data.tiktokVideoId),
      category: data.category,
      language: data.language,
      // A draft saved before an age range was chosen has none: the field shows its placeholder again.
      ageRange: data.ageRange === null ? '' : String(data.ageRange),
      duration: data.duration ? String(data.duration) : '',
      description: data.description,
      tags: data.tags,
      values: data.values,
      shariahScore: String(data.shariahScore),
    };
    for (const [key, value] of Object.entries(values)) set(key as keyof FormState, value as never);
    setPublishLocal(instantToLocal(data.publishAt));
    setLoaded(data.id);
  }, [draft.data, set]);
  const publishAt = localToInstant(publishLocal);
  return {
    draftId,
    setDraftId,
    publishLocal,
    setPublishLocal,
    publishAt,
    loaded,
    /** Submitting goes through a draft when one is open or a time was chosen. */
    viaDraft: Boolean(draftId || publishAt),
    loadError: draft.isError ? draft.error : null,
    reset: () => {
      setDraftId(null);
      setPublishLocal('');
    },
  };
}

export type DraftState = ReturnType<typeof useDraftState>;

export function ScheduleField({ drafts, error }: { drafts: DraftState; error?: string | undefined }) {
  const { t } = useTranslation('submissions');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <TextField
      type="datetime-local"
      label={t('drafts.publishAt')}
      hint={t('drafts.publishAtHint', { zone })}
      name="publishAt"
      defaultValue={drafts.publishLocal}
      onValueChange={drafts.setPublishLocal}
      error={error}
    />
  );
}

/** 'Save as draft': only the title is needed; the rest is kept as typed and checked on submission. */
export function SaveDraftButton({
  read,
  drafts,
  onErrors,
}: {
  /** The form's values as they are now. */
  read: () => FormState;
  drafts: DraftState;
  onErrors: (errors: FieldErrors) => void;
}) {
  const { t } = useTranslation('submissions');
  const save = useSaveDraft();
  const [savedTitle, setSavedTitle] = useState<string | null>(null);
  const onSave = () => {
    setSavedTitle(null);
    const state = read();
    const input = toInput(state);
    const candidate = {
      ...input,
      category: input.category || undefined,
      ageRange: input.ageRange || undefined,
      duration: Number.isNaN(input.duration) ? undefined : input.duration,
      shariahScore: Number.isNaN(input.shariahScore) ? undefined : input.shariahScore,
      description: input.description || undefined,
      publishAt: drafts.publishAt,
    };
    const parsed = draftSchema.safeParse(candidate);
    if (!parsed.success) {
      onErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    save.mutate(
      { id: drafts.draftId, input: candidate },
      {
        onSuccess: (result) => {
          drafts.setDraftId(result.id);
          setSavedTitle(state.title.trim());
        },
      },
    );
  };
  return (
    <>
      <Button type="button" variant="secondary" size="lg" onClick={onSave} disabled={save.isPending}>
        {save.isPending ? t('drafts.saving') : t('drafts.save')}
      </Button>
      <div aria-live="polite" className="basis-full empty:hidden">
        {savedTitle ? (
          <SuccessBanner>
            {t('drafts.saved', { title: savedTitle })}{' '}
            <Link to="/dashboard/creator/videos?status=draft" className={TEXT_LINK}>
              {t('drafts.myVideos')}
            </Link>
          </SuccessBanner>
        ) : null}
        {save.isError ? (
          <p role="alert" className="font-semibold text-red-800">
            {messageText(errorMessage(save.error))}
          </p>
        ) : null}
      </div>
    </>
  );
}
