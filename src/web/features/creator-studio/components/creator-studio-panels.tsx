// The Creator Studio's pipeline panels: Quick Actions (Upload Content opens the submission form in a modal),
// the Content Manager (3 latest items with status badges), moderation messages, and the analytics panels that
// stay "Coming Soon" (no numbers) until the creator-studio release.
import { useState } from 'react';
import { Link } from 'react-router';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { Modal } from '#web/components/modal';
import { LoadingState } from '#web/components/spinner';
import { StatusBadge } from '#web/components/status-badge';
import { DashboardCard } from '#web/features/dashboards';
import { SubmissionForm } from '#web/features/submissions';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';
import { useCreatorContent } from '../api/get-creator-content';

function ComingSoon() {
  return (
    <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-bold text-stone-700">
      Coming Soon
    </span>
  );
}

export function CreatorStudioPanels() {
  const [uploading, setUploading] = useState(false);
  const overview = useCreatorContent();

  return (
    <>
      <DashboardCard title="Quick Actions" headingId="quick-actions-heading">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setUploading(true)}>Upload Content</Button>
          <Button variant="secondary" disabled aria-describedby="quick-actions-soon">
            Edit Draft
          </Button>
          <Button variant="secondary" disabled aria-describedby="quick-actions-soon">
            Schedule
          </Button>
          <a href="#messages-heading" className={`${TEXT_LINK} inline-flex min-h-11 items-center px-2`}>
            Messages
          </a>
        </div>
        <p id="quick-actions-soon" className="mt-2 text-sm text-stone-600">
          Drafts and scheduled publishing are coming soon.
        </p>
      </DashboardCard>

      <Modal title="Upload Content" open={uploading} onClose={() => setUploading(false)} wide>
        <SubmissionForm />
      </Modal>

      <DashboardCard title="Content Manager" headingId="content-manager-heading">
        {overview.isPending ? (
          <LoadingState />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : overview.data.latest.length === 0 ? (
          <p>{PIPELINE_MESSAGES.noContentUploaded}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {overview.data.latest.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  {item.status === 'published' ? (
                    <Link to={`/video/${item.id}`} className={TEXT_LINK}>
                      {item.title}
                    </Link>
                  ) : (
                    <span className="font-semibold text-stone-900">{item.title}</span>
                  )}
                  <p className="text-xs text-stone-600">Submitted {formatDateOnly(item.createdAt)}</p>
                </div>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>

      <DashboardCard title="Moderation messages" headingId="messages-heading">
        {overview.isPending ? (
          <LoadingState />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : overview.data.messages.length === 0 ? (
          <p>No messages from the moderators.</p>
        ) : (
          <ul className="space-y-3">
            {overview.data.messages.map((message) => (
              <li
                key={message.contentId}
                className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950"
              >
                <p className="font-bold">“{message.title}” was not approved</p>
                <p className="mt-1">Reason: {message.reason}</p>
                <p className="mt-1 text-xs">{formatDateOnly(message.at)}</p>
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>

      <div className="grid gap-5 sm:grid-cols-3">
        {['Analytics', 'Audience Insights', 'Monetization'].map((title) => (
          <section
            key={title}
            aria-label={title}
            className="rounded-3xl border border-dashed border-stone-300 bg-white p-5 text-stone-700"
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-bold text-stone-900">{title}</h2>
              <ComingSoon />
            </div>
            <p className="mt-2 text-sm">This panel arrives with the Creator Studio release.</p>
          </section>
        ))}
      </div>
    </>
  );
}
