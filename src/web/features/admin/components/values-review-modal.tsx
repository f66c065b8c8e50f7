// Review and publish: per values axis, the creator's declaration and the parents' tally (counts, never who) side
// by side, and the level the moderator publishes (starting from the tally when parents answered, else the
// declaration). Publishing names the revision the moderator saw, like the one-click Publish: a declaration changed
// since is refused (409) and nothing is published unseen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentValues, itemLevels, VALUE_AXES, type ValueAxis } from '#shared/content-values';
import type { AdminContentItem } from '#shared/moderation.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { SelectField } from '#web/components/select-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { isStaleRevision, usePublishContent, useReloadModeration } from '../api/publish-content';

function ReviewBody({
  item,
  onPublished,
}: {
  item: AdminContentItem;
  onPublished: (item: AdminContentItem) => void;
}) {
  const { t } = useTranslation('admin');
  const labels = useDomainLabels();
  const publish = usePublishContent();
  const reload = useReloadModeration();
  const [values, setValues] = useState<ContentValues>(item.valuesReview.suggested);
  const { declared, tally } = item.valuesReview;

  const countsOf = (axis: ValueAxis) =>
    Object.entries(tally[axis].counts)
      .filter(([, count]) => count > 0)
      .map(([level, count]) => t('review.count', { level: labels.valueLevel(axis, level), count }))
      .join(', ');

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('review.intro')}</p>
      {publish.isError ? (
        <ErrorBanner>
          <p>{errorMessage(publish.error)}</p>
          {isStaleRevision(publish.error) ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => {
                publish.reset();
                void reload();
              }}
            >
              {t('contentTable.reload')}
            </Button>
          ) : null}
        </ErrorBanner>
      ) : null}
      {/* One group per axis: its three columns side by side from sm, stacked on a phone (a table is too narrow). */}
      <div className="space-y-3">
        {VALUE_AXES.map((axis) => {
          const declaredLevel = declared?.[axis];
          const changed = values[axis] !== item.valuesReview.suggested[axis];
          const headingId = `review-${item.id}-${axis}`;
          return (
            <section
              key={axis}
              aria-labelledby={headingId}
              className="rounded-2xl border border-stone-200 px-3 py-2"
            >
              <h3 id={headingId} className="font-bold text-stone-900">
                {labels.valueAxis(axis)}
              </h3>
              <div className="mt-1 grid gap-2 text-sm sm:grid-cols-3">
                <dl>
                  <dt className="text-xs font-semibold text-stone-600">{t('review.declared')}</dt>
                  <dd className="text-stone-900">
                    {declaredLevel ? labels.valueLevel(axis, declaredLevel) : t('review.notDeclared')}
                  </dd>
                </dl>
                <dl>
                  <dt className="text-xs font-semibold text-stone-600">{t('review.parents')}</dt>
                  <dd className="text-stone-900">
                    {tally[axis].total === 0 ? (
                      t('review.noAnswers')
                    ) : (
                      <>
                        <span className="font-semibold">{labels.valueLevel(axis, tally[axis].level)}</span>
                        <span className="block text-xs text-stone-600">{countsOf(axis)}</span>
                      </>
                    )}
                  </dd>
                </dl>
                <SelectField
                  label={t('review.publishAsLabel', { axis: labels.valueAxis(axis) })}
                  value={values[axis]}
                  onValueChange={(level) => setValues((current) => ({ ...current, [axis]: level }))}
                  options={itemLevels(axis).map((level) => ({
                    value: level,
                    label: labels.valueLevel(axis, level),
                  }))}
                  {...(changed ? { hint: t('review.changed') } : {})}
                />
              </div>
            </section>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={publish.isPending}
          onClick={() =>
            publish.mutate(
              { id: item.id, revision: item.revision, values },
              { onSuccess: (published) => onPublished(published) },
            )
          }
        >
          {publish.isPending ? <Spinner className="size-5" /> : null}
          {t('review.publish')}
        </Button>
      </div>
    </div>
  );
}

export function ValuesReviewModal({
  item,
  onClose,
  onPublished,
}: {
  item: AdminContentItem | null;
  onClose: () => void;
  onPublished: (item: AdminContentItem) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      title={item ? t('review.title', { title: item.title }) : ''}
      open={item !== null}
      onClose={onClose}
      wide
    >
      {item ? <ReviewBody key={`${item.id}:${item.revision}`} item={item} onPublished={onPublished} /> : null}
    </Modal>
  );
}
