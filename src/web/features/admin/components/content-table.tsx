// The moderation table: Content, Creator, Status, Actions (edit; publish when pending or parent-approved, in one
// click or after reviewing the values axes; view source; delete). Used by the dashboard's pending table and both content pages. Publishing asks nothing: it
// says what happened ("Published") with an Undo for a few seconds. Deleting asks first, in a
// dialog naming the title, since it cannot be undone from here (the audit log keeps the row).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VALUE_AXES } from '#shared/content-values';
import type { AdminContentItem } from '#shared/moderation.schema';
import { PUBLISH_UNDO } from '#shared/publish-undo';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { TEXT_LINK } from '#web/components/form-card';
import { StatusBadge } from '#web/components/status-badge';
import { errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { messageText } from '#web/lib/i18n/message-text';
import { useDeleteContent } from '../api/delete-content';
import { isStaleRevision, usePublishContent, useReloadModeration } from '../api/publish-content';
import { useUndoPublish } from '../api/undo-publish';
import { ContentEditModal } from './content-edit-modal';
import { ScrollRegion } from './scroll-region';
import { ValuesReviewModal } from './values-review-modal';

type Published = { id: string; title: string; undone: boolean };

/** "Published — Undo" for PUBLISH_UNDO.offerMs, then "Published"; after an undo, "Back in the queue". */
function PublishStatus({
  published,
  onUndo,
  undoing,
}: {
  published: Published | null;
  onUndo: () => void;
  undoing: boolean;
}) {
  const { t } = useTranslation('admin');
  const [canUndo, setCanUndo] = useState(false);
  useEffect(() => {
    if (!published || published.undone) return;
    setCanUndo(true);
    const timer = window.setTimeout(() => setCanUndo(false), PUBLISH_UNDO.offerMs);
    return () => window.clearTimeout(timer);
  }, [published]);
  return (
    <div role="status" aria-live="polite">
      {published ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-950">
          <p>
            {published.undone
              ? t('contentTable.undone', { title: published.title })
              : t('contentTable.published', { title: published.title })}
          </p>
          {!published.undone && canUndo ? (
            <Button size="sm" variant="secondary" onClick={onUndo} disabled={undoing}>
              {t('contentTable.undo')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The item's published values in short words, each with who set it (the review shows the detail). */
function ValuesLine({ item }: { item: AdminContentItem }) {
  const { t } = useTranslation('admin');
  const labels = useDomainLabels();
  const { current, sources } = item.valuesReview;
  return (
    <p className="text-xs text-stone-600">
      {t('contentTable.values', {
        values: VALUE_AXES.map((axis) => {
          const source = sources[axis];
          const level = `${labels.valueAxis(axis)}: ${labels.valueLevel(axis, current[axis])}`;
          return source ? `${level} (${labels.valueSource(source)})` : level;
        }).join(' · '),
      })}
    </p>
  );
}

/**
 * `emptyText`: shown instead of the table when there are no items, so the table (and the "Published — Undo" notice
 * it keeps) stays on screen after the last item of a queue was published.
 */
export function ContentTable({
  items,
  caption,
  emptyText,
}: {
  items: AdminContentItem[];
  caption: string;
  emptyText?: string;
}) {
  const [editing, setEditing] = useState<AdminContentItem | null>(null);
  const [reviewing, setReviewing] = useState<AdminContentItem | null>(null);
  const [published, setPublished] = useState<Published | null>(null);
  const publish = usePublishContent();
  const reload = useReloadModeration();
  const undo = useUndoPublish();
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);
  const [deletedTitle, setDeletedTitle] = useState<string | null>(null);
  const { t } = useTranslation('admin');
  const labels = useDomainLabels();

  const publishItem = (item: AdminContentItem) => {
    undo.reset();
    publish.mutate(
      { id: item.id, revision: item.revision },
      {
        onSuccess: () => setPublished({ id: item.id, title: item.title, undone: false }),
      },
    );
  };
  const deleteItem = (item: AdminContentItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setDeleting(null);
        setDeletedTitle(item.title);
        if (published?.id === item.id) setPublished(null);
      },
    });
  const undoPublish = () => {
    if (!published) return;
    const current = published;
    undo.mutate(current.id, { onSuccess: () => setPublished({ ...current, undone: true }) });
  };

  return (
    <>
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
      {undo.isError ? <ErrorBanner>{errorMessage(undo.error)}</ErrorBanner> : null}
      <PublishStatus published={published} onUndo={undoPublish} undoing={undo.isPending} />
      <div role="status" aria-live="polite">
        {deletedTitle ? (
          <p className="rounded-2xl border border-stone-200 bg-stone-50 px-4 py-2 text-sm text-stone-900">
            {t('contentTable.deleted', { title: deletedTitle })}
          </p>
        ) : null}
      </div>
      {items.length === 0 && emptyText !== undefined ? <p>{emptyText}</p> : null}
      <ScrollRegion label={caption} hidden={items.length === 0 && emptyText !== undefined}>
        <table className="w-full text-start text-sm sm:min-w-[40rem]">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden bg-stone-50 text-stone-700 sm:table-header-group">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-bold">
                {t('contentTable.content')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-bold">
                {t('contentTable.creator')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-bold">
                {t('contentTable.status')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-bold">
                {t('contentTable.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-stone-200 sm:table-row-group">
            {items.map((item) => (
              <tr
                key={item.id}
                className={`block sm:table-row ${item.status === 'approved' ? 'bg-sky-50/60' : ''}`}
              >
                <td className="block px-3 py-1.5 align-top sm:table-cell sm:py-2">
                  <p translate="no" dir="auto" className="font-semibold text-stone-900">
                    {item.title}
                  </p>
                  <p className="text-xs text-stone-600">
                    {t('contentTable.meta', {
                      category: labels.category(item.category),
                      source: labels.sourceType(item.sourceType),
                      ages: labels.ageBand(item.ageRange),
                    })}
                  </p>
                  <ValuesLine item={item} />
                  {item.status === 'rejected' && item.rejectionReason ? (
                    <p className="mt-1 text-xs text-red-800">
                      {t('contentTable.reason', { reason: item.rejectionReason })}
                    </p>
                  ) : null}
                  {item.screening && item.screening.reasons.length > 0 ? (
                    <p className="mt-1 text-xs text-amber-900">
                      {t('contentTable.flagged', {
                        reasons: item.screening.reasons
                          .map((finding) => t(`screeningReasons.${finding.reason}`))
                          .join(', '),
                        confidence: item.screening.confidence,
                      })}
                    </p>
                  ) : null}
                </td>
                <td className="block px-3 py-1.5 align-top text-stone-800 sm:table-cell sm:py-2">
                  <span className="sm:hidden">{`${t('contentTable.by')} `}</span>
                  {item.creator ? (
                    <span translate="no" dir="auto">
                      {item.creator.fullName}
                    </span>
                  ) : (
                    t('contentTable.unknownCreator')
                  )}
                </td>
                <td className="block px-3 py-1.5 align-top sm:table-cell sm:py-2">
                  <StatusBadge status={item.status} />
                  {item.status === 'approved' ? (
                    <p className="mt-1 text-xs text-sky-900">
                      {t('contentTable.yesVotes', { count: item.yesVotes })}
                    </p>
                  ) : null}
                </td>
                <td className="block px-3 py-1.5 align-top sm:table-cell sm:py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(item)}
                      aria-label={t('contentTable.editLabel', { title: item.title })}
                    >
                      {t('contentTable.edit')}
                    </Button>
                    {item.status === 'pending' || item.status === 'approved' ? (
                      <Button
                        size="sm"
                        onClick={() => publishItem(item)}
                        disabled={publish.isPending}
                        aria-label={t('contentTable.publishLabel', { title: item.title })}
                      >
                        {t('contentTable.publish')}
                      </Button>
                    ) : null}
                    {item.status === 'pending' || item.status === 'approved' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          publish.reset();
                          setReviewing(item);
                        }}
                        aria-label={t('contentTable.reviewLabel', { title: item.title })}
                      >
                        {t('contentTable.review')}
                      </Button>
                    ) : null}
                    {item.sourceUrl ? (
                      <a
                        href={item.sourceUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${TEXT_LINK} text-sm`}
                        aria-label={t('contentTable.viewSourceLabel', { title: item.title })}
                      >
                        {t('contentTable.viewSource')}
                      </a>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-800"
                      onClick={() => {
                        remove.reset();
                        setDeleting(item);
                      }}
                      aria-label={t('contentTable.deleteLabel', { title: item.title })}
                    >
                      {t('contentTable.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ContentEditModal item={editing} onClose={() => setEditing(null)} />
      <ValuesReviewModal
        item={reviewing}
        onClose={() => setReviewing(null)}
        onPublished={(item) => {
          setReviewing(null);
          undo.reset();
          setPublished({ id: item.id, title: item.title, undone: false });
        }}
      />
      {deleting ? (
        <ConfirmDialog
          title={t('contentTable.deleteTitle')}
          body={t('contentTable.deleteBody', { title: deleting.title })}
          confirm={t('contentTable.delete')}
          cancel={t('contentTable.cancel')}
          onConfirm={() => deleteItem(deleting)}
          onClose={() => setDeleting(null)}
          pending={remove.isPending}
          error={remove.isError ? messageText(errorMessage(remove.error)) : null}
        />
      ) : null}
    </>
  );
}
