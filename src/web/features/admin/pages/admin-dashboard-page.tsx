// /dashboard/admin: the pending-content table (5 rows), Latest Creators (5 newest), the reports queue,
// creator YouTube channels with auto-sync, and the bulk CSV upload.
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { DashboardCard } from '#web/features/dashboards';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';
import { useAdminOverview } from '../api/get-admin-overview';
import { AdminShell } from '../components/admin-shell';
import { BulkUploadPanel } from '../components/bulk-upload-panel';
import { ContentTable } from '../components/content-table';
import { ReportsQueue } from '../components/reports-queue';
import { YouTubeChannelsPanel } from '../components/youtube-channels-panel';

export function AdminDashboardPage() {
  const overview = useAdminOverview();
  return (
    <AdminShell>
      <DashboardCard title="Pending content" headingId="pending-heading">
        {overview.isPending ? (
          <LoadingState label="Loading content..." />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : overview.data.pending.total === 0 ? (
          <p>No content is waiting for review.</p>
        ) : (
          <div className="space-y-3">
            <ContentTable items={overview.data.pending.items} caption="Pending content table" />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p>
                Showing {overview.data.pending.items.length} of {overview.data.pending.total} content items
              </p>
              <Link to="/dashboard/admin/content/all" className={TEXT_LINK}>
                View All Content
              </Link>
            </div>
          </div>
        )}
      </DashboardCard>

      <DashboardCard title="Content reports" headingId="reports-heading">
        <ReportsQueue />
      </DashboardCard>

      <DashboardCard title="Latest Creators" headingId="creators-heading">
        {overview.isPending ? (
          <LoadingState />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : overview.data.latestCreators.length === 0 ? (
          <p>No creators yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {overview.data.latestCreators.map((creator) => (
              <li key={creator.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span className="font-bold text-stone-900">{creator.fullName}</span>
                <span className="text-sm text-stone-600">
                  {creator.youtubeChannelId ? 'YouTube linked · ' : ''}joined{' '}
                  {formatDateOnly(creator.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>

      <DashboardCard title="Creator YouTube channels" headingId="channels-heading">
        <YouTubeChannelsPanel />
      </DashboardCard>

      <DashboardCard title="Bulk CSV upload" headingId="bulk-heading">
        <BulkUploadPanel />
      </DashboardCard>
    </AdminShell>
  );
}
