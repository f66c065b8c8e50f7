// The edit-content modal: title, description, status (a reason is required to reject; the creator sees it),
// category, tags (duplicates ignored), rating, language, age range, the five values axes (a select each, unknown
// allowed; has_music follows the music chosen; who set each is shown); and the screening's findings.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanTags } from '#shared/content-fields';
import { type ContentValues, hasMusicOf, itemLevels, VALUE_AXES } from '#shared/content-values';
import { AGE_BAND_VALUES, CATEGORIES, CONTENT_RATINGS, LANGUAGES } from '#shared/domain';
import {
  type AdminContentItem,
  type ContentUpdateInput,
  contentUpdateSchema,
  MODERATION_STATUSES,
} from '#shared/moderation.schema';
import type { ScreeningFinding } from '#shared/screening';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { optionsOf, SelectField } from '#web/components/select-field';
import { Spinner } from '#web/components/spinner';
import { ModeratorThreadPanel } from '#web/features/creator-studio';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, fieldErrorsFromIssues, fieldErrorsFromServer } from '#web/lib/form-errors';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useAuditLog } from '../api/get-audit-log';
import { isStaleRevision, useReloadModeration } from '../api/publish-content';
import { useUpdateContent } from '../api/update-content';
import { useAdminFormats } from '../format';
import { useAuditText } from './audit-log-panel';

const SCREENING_FIELDS = ['title', 'description', 'tags'] as const;
const isScreeningField = (field: string): field is (typeof SCREENING_FIELDS)[number] =>
  (SCREENING_FIELDS as readonly string[]).includes(field);

function initialState(item: AdminContentItem) {
  return {
    title: item.title,
    description: item.description,
    // A scheduled item was approved already: saving it keeps it approved (it stays scheduled until its time).
    status: item.status === 'draft' ? 'pending' : item.status === 'scheduled' ? 'published' : item.status,
    rejectionReason: item.rejectionReason ?? '',
    category: item.category as string,
    tags: item.tags.join(', '),
    contentRating: item.contentRating as string,
    language: item.language as string,
    ageRange: String(item.ageRange),
    ...item.values,
  };
}

export function ContentEditModal({ item, onClose }: { item: AdminContentItem | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal title={t('editModal.title')} open={item !== null} onClose={onClose} wide>
      {item ? (
        <>
          <EditForm key={item.id} item={item} onDone={onClose} />
          <ItemHistory id={item.id} />
          <ModeratorThreadPanel contentId={item.id} />
        </>
      ) : null}
    </Modal>
  );
}

function EditForm({ item, onDone }: { item: AdminContentItem; onDone: () => void }) {
  const [state, setState] = useState(() => initialState(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateContent();
  const reload = useReloadModeration();
  const { t } = useTranslation('admin');
  const labels = useDomainLabels();
  const set = <K extends keyof typeof state>(key: K, value: (typeof state)[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The text fields are the browser's; the state follows them only to keep a hidden reason and clear messages.
    const typed = textFields(event.currentTarget);
    const input: ContentUpdateInput = {
      title: typed.title ?? state.title,
      description: typed.description ?? state.description,
      status: state.status as ContentUpdateInput['status'],
      rejectionReason: state.status === 'rejected' ? (typed.rejectionReason ?? state.rejectionReason) : null,
      category: state.category as ContentUpdateInput['category'],
      tags: cleanTags((typed.tags ?? state.tags).split(',')),
      contentRating: state.contentRating as ContentUpdateInput['contentRating'],
      language: state.language as ContentUpdateInput['language'],
      ageRange: Number(state.ageRange) as ContentUpdateInput['ageRange'],
      // The spec's has_music is the music axis seen as yes or no (unknown music may be music).
      hasMusic: hasMusicOf(state.music),
      music: state.music,
      faces: state.faces,
      magic: state.magic,
      imagery: state.imagery,
      dancing: state.dancing,
      // The revision this form was opened on: a save over a newer one is refused (409) instead of overwriting it.
      revision: item.revision,
    };
    const parsed = contentUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    update.mutate(
      { id: item.id, input },
      {
        onSuccess: onDone,
        onError: (error) => setErrors(fieldErrorsFromServer(error, Object.keys(state))),
      },
    );
  };

  const failure =
    update.error instanceof ApiError && update.error.isClientError
      ? errorMessage(update.error)
      : t('notes.failedToUpdate');
  // One line per reason: "Advertising: "discount code" (description)".
  const describe = (finding: ScreeningFinding) =>
    `${t(`screeningReasons.${finding.reason}`)}: ${finding.matches
      .map((match) =>
        t('editModal.match', {
          term: match.term,
          field: isScreeningField(match.field) ? t(`screeningFields.${match.field}`) : match.field,
        }),
      )
      .join(', ')}`;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {update.isError ? (
        <ErrorBanner>
          <p>{failure}</p>
          {isStaleRevision(update.error) ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => {
                void reload();
                onDone();
              }}
            >
              {t('contentTable.reload')}
            </Button>
          ) : null}
        </ErrorBanner>
      ) : null}
      {item.screening ? (
        <div className="rounded-2xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-800">
          <p className="font-semibold">
            {t('editModal.screening', {
              result: item.screening.compliant ? t('editModal.passed') : t('editModal.flagged'),
              confidence: item.screening.confidence,
            })}
          </p>
          {item.screening.reasons.length > 0 ? (
            <ul className="mt-1 list-disc ps-5">
              {item.screening.reasons.map(describe).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1">{t('editModal.noTerms')}</p>
          )}
        </div>
      ) : null}
      <TextField
        label={t('editModal.titleField')}
        name="title"
        defaultValue={state.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
      />
      <TextAreaField
        label={t('editModal.description')}
        name="description"
        defaultValue={state.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('editModal.status')}
          value={state.status}
          onValueChange={(v) => set('status', v as typeof state.status)}
          options={MODERATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          error={errors.status}
        />
        <SelectField
          label={t('editModal.category')}
          value={state.category}
          onValueChange={(v) => set('category', v)}
          options={CATEGORIES.map((category) => ({ value: category, label: labels.category(category) }))}
          error={errors.category}
        />
      </div>
      {state.status === 'rejected' ? (
        <TextAreaField
          label={t('editModal.rejectReason')}
          hint={t('editModal.rejectHint')}
          name="rejectionReason"
          defaultValue={state.rejectionReason}
          onValueChange={(v) => set('rejectionReason', v)}
          error={errors.rejectionReason}
          rows={2}
        />
      ) : null}
      <TextField
        label={t('editModal.tags')}
        hint={t('editModal.tagsHint')}
        name="tags"
        defaultValue={state.tags}
        onValueChange={(v) => set('tags', v)}
        error={errors.tags}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('editModal.rating')}
          value={state.contentRating}
          onValueChange={(v) => set('contentRating', v)}
          options={optionsOf(CONTENT_RATINGS)}
        />
        <SelectField
          label={t('editModal.language')}
          value={state.language}
          onValueChange={(v) => set('language', v)}
          options={LANGUAGES.map((language) => ({ value: language, label: labels.language(language) }))}
        />
        <SelectField
          label={t('editModal.ageRange')}
          value={state.ageRange}
          onValueChange={(v) => set('ageRange', v)}
          options={AGE_BAND_VALUES.map((band) => ({
            value: String(band),
            label: labels.ageBand(band, band === 4 ? 'long' : 'short'),
          }))}
        />
      </div>
      <fieldset aria-describedby="edit-values-hint">
        <legend className="text-sm font-bold text-stone-900">{t('editModal.values')}</legend>
        <p id="edit-values-hint" className="mt-0.5 text-sm text-stone-600">
          {t('editModal.valuesHint')}
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {VALUE_AXES.map((axis) => {
            const source = item.valueSources[axis];
            return (
              <SelectField
                key={axis}
                label={labels.valueAxis(axis)}
                value={state[axis]}
                onValueChange={(v) => set(axis, v as ContentValues[typeof axis])}
                options={itemLevels(axis).map((level) => ({
                  value: level,
                  label: labels.valueLevel(axis, level),
                }))}
                hint={source ? t('editModal.setBy', { source: labels.valueSource(source) }) : undefined}
                error={errors[axis]}
              />
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          {t('editModal.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          {t('editModal.save')}
        </Button>
      </div>
    </form>
  );
}

/** Who did what to this item, newest first. */
function ItemHistory({ id }: { id: string }) {
  const log = useAuditLog(id);
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  const text = useAuditText();
  if (!log.data || log.data.length === 0) return null;
  /** "Field: value; Field: value", fields and values in words (the audit log panel's wording). */
  const summary = (values: Record<string, unknown> | null, side: 'before' | 'after') => {
    const lines = text
      .changes(side === 'before' ? values : null, side === 'after' ? values : null)
      .map((change) => `${change.field}: ${change[side] ?? '—'}`);
    return lines.length > 0 ? lines.join('; ') : '—';
  };
  return (
    <section aria-labelledby="item-history-heading" className="mt-6 border-t border-stone-200 pt-4">
      <h3 id="item-history-heading" className="text-base font-bold text-stone-900">
        {t('editModal.history')}
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-stone-700">
        {log.data.map((entry) => (
          <li key={entry.id}>
            <span className="font-semibold">{text.action(entry.action)}</span>{' '}
            {t('editModal.historyBy', {
              actor: entry.actor?.name || (entry.actor ? t('editModal.anAdmin') : t('editModal.theSystem')),
              when: format.dateTime(entry.createdAt),
              before: summary(entry.before, 'before'),
              after: summary(entry.after, 'after'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
