// The moderation table: Content, Creator, Status, Actions (edit; publish when pending or parent-approved;
// view source). Used by the dashboard's pending table and both content pages.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContentItem } from '#shared/moderation.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { StatusBadge } from '#web/components/status-badge';
import { errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { usePublishContent } from '../api/publish-content';
import { ContentEditModal } from './content-edit-modal';
import { ScrollRegion } from './scroll-region';

export function ContentTable({ items, caption }: { items: AdminContentItem[]; caption: string }) {
  const [editing, setEditing] = useState<AdminContentItem | null>(null);
  const publish = usePublishContent();
  const { t } = useTranslation('admin');
  const labels = useDomainLabels();

  return (
    <>
      {publish.isError ? <ErrorBanner>{errorMessage(publish.error)}</ErrorBanner> : null}
      <ScrollRegion label={caption}>
        <table className="w-full text-start text-sm sm:min-w-[40rem]">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden bg-stone-50 text-stone-700 sm:table-header-group">
            <tr>
              <th scope="col" className="px-3 py-2 font-bold">
                {t('contentTable.content')}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                {t('contentTable.creator')}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                {t('contentTable.status')}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
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
                        onClick={() => publish.mutate(item.id)}
                        disabled={publish.isPending}
                        aria-label={t('contentTable.publishLabel', { title: item.title })}
                      >
                        {t('contentTable.publish')}
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
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ContentEditModal item={editing} onClose={() => setEditing(null)} />
    </>
  );
}
