// The moderation table: Content, Creator, Status, Actions (edit; publish when pending or parent-approved;
// view source). Used by the dashboard's pending table and both content pages.
import { useState } from 'react';
import { ageBandLabel, SOURCE_TYPE_LABELS } from '#shared/domain';
import type { AdminContentItem } from '#shared/moderation.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { StatusBadge } from '#web/components/status-badge';
import { errorMessage } from '#web/lib/api-client';
import { usePublishContent } from '../api/publish-content';
import { ContentEditModal } from './content-edit-modal';
import { ScrollRegion } from './scroll-region';

export function ContentTable({ items, caption }: { items: AdminContentItem[]; caption: string }) {
  const [editing, setEditing] = useState<AdminContentItem | null>(null);
  const publish = usePublishContent();

  return (
    <>
      {publish.isError ? <ErrorBanner>{errorMessage(publish.error)}</ErrorBanner> : null}
      <ScrollRegion label={caption}>
        <table className="w-full text-left text-sm sm:min-w-[40rem]">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden bg-stone-50 text-stone-700 sm:table-header-group">
            <tr>
              <th scope="col" className="px-3 py-2 font-bold">
                Content
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                Creator
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                Actions
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
                  <p className="font-semibold text-stone-900">{item.title}</p>
                  <p className="text-xs text-stone-600">
                    {item.category} · {SOURCE_TYPE_LABELS[item.sourceType]} · ages{' '}
                    {ageBandLabel(item.ageRange)}
                  </p>
                  {item.status === 'rejected' && item.rejectionReason ? (
                    <p className="mt-1 text-xs text-red-800">Reason: {item.rejectionReason}</p>
                  ) : null}
                  {item.screening && item.screening.reasons.length > 0 ? (
                    <p className="mt-1 text-xs text-amber-900">
                      Screening flagged: {item.screening.reasons.map((reason) => reason.label).join(', ')} (
                      {item.screening.confidence}/100)
                    </p>
                  ) : null}
                </td>
                <td className="block px-3 py-1.5 align-top text-stone-800 sm:table-cell sm:py-2">
                  <span className="sm:hidden">By </span>
                  {item.creator?.fullName ?? 'Unknown creator'}
                </td>
                <td className="block px-3 py-1.5 align-top sm:table-cell sm:py-2">
                  <StatusBadge status={item.status} />
                  {item.status === 'approved' ? (
                    <p className="mt-1 text-xs text-sky-900">{item.yesVotes} parent yes votes</p>
                  ) : null}
                </td>
                <td className="block px-3 py-1.5 align-top sm:table-cell sm:py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(item)}
                      aria-label={`Edit ${item.title}`}
                    >
                      Edit
                    </Button>
                    {item.status === 'pending' || item.status === 'approved' ? (
                      <Button
                        size="sm"
                        onClick={() => publish.mutate(item.id)}
                        disabled={publish.isPending}
                        aria-label={`Publish ${item.title}`}
                      >
                        Publish
                      </Button>
                    ) : null}
                    {item.sourceUrl ? (
                      <a
                        href={item.sourceUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${TEXT_LINK} text-sm`}
                        aria-label={`View source of ${item.title} (opens in a new tab)`}
                      >
                        View source
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
