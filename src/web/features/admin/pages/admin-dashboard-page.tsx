// /dashboard/admin: the five stat cards and three charts of real figures, the pending-content table
// (5 rows), the vocals-only soundtracks waiting to be heard, Latest Creators (5 newest), the reports queue, creator YouTube channels with auto-sync, the bulk CSV
// upload and the System Settings panel linking to the settings page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminShell } from '#web/components/admin-shell';
import { ErrorBanner } from '#web/components/banner';
import { DashboardCard } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { DashboardCharts, DashboardStatCards } from '#web/features/admin-settings';
import { DuplicatePaymentsPanel } from '#web/features/billing';
import { OutreachAdminLinks } from '#web/features/outreach';
import { errorMessage } from '#web/lib/api-client';
import { useAdminOverview } from '../api/get-admin-overview';
import { BulkUploadPanel } from '../components/bulk-upload-panel';
import { ContentTable } from '../components/content-table';
import { ReportsQueue } from '../components/reports-queue';
import { SoundtracksAwaitingReview } from '../components/soundtracks-awaiting-review';
import { YouTubeChannelsPanel } from '../components/youtube-channels-panel';
import { useAdminFormats } from '../format';

export function AdminDashboardPage() {
  const overview = useAdminOverview();
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  const { t: ts } = useTranslation('admin-settings');
  return (
    <AdminShell>
      <DashboardStatCards />
      <DashboardCharts />
      <OutreachAdminLinks />
      <DashboardCard title={t('dashboard.pendingTitle')} headingId="pending-heading">
        {overview.isPending ? (
          <LoadingState label={t('notes.loadingContent')} />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : (
          <div className="space-y-3">
            <ContentTable
              items={overview.data.pending.items}
              caption={t('dashboard.pendingCaption')}
              emptyText={t('dashboard.noPending')}
            />
            <div
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
              hidden={overview.data.pending.total === 0}
            >
              <p>
                {t('dashboard.showing', {
                  shown: overview.data.pending.items.length,
                  count: overview.data.pending.total,
                })}
              </p>
              <Link to="/dashboard/admin/content/all" className={TEXT_LINK}>
                {t('dashboard.viewAll')}
              </Link>
            </div>
          </div>
        )}
      </DashboardCard>

      <DashboardCard title={t('dashboard.soundtracksTitle')} headingId="soundtracks-heading">
        <SoundtracksAwaitingReview />
      </DashboardCard>

      <DashboardCard title={t('dashboard.reportsTitle')} headingId="reports-heading">
        <ReportsQueue />
      </DashboardCard>

      <DashboardCard title={t('dashboard.creatorsTitle')} headingId="creators-heading">
        {overview.isPending ? (
          <LoadingState />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : overview.data.latestCreators.length === 0 ? (
          <p>{t('dashboard.noCreators')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {overview.data.latestCreators.map((creator) => (
              <li key={creator.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span translate="no" dir="auto" className="font-bold text-stone-900">
                  {creator.fullName}
                </span>
                <span className="text-sm text-stone-600">
                  {t(creator.youtubeChannelId ? 'dashboard.linkedJoined' : 'dashboard.joined', {
                    date: format.dateOnly(creator.createdAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>

      <DuplicatePaymentsPanel />

      <DashboardCard title={t('dashboard.channelsTitle')} headingId="channels-heading">
        <YouTubeChannelsPanel />
      </DashboardCard>

      <DashboardCard title={t('dashboard.bulkTitle')} headingId="bulk-heading">
        <BulkUploadPanel />
      </DashboardCard>

      <DashboardCard title={ts('panel.title')} headingId="system-settings-heading">
        <p className="text-base text-stone-700">{ts('panel.body')}</p>
        <Link to="/dashboard/admin/settings" className={`${TEXT_LINK} mt-3 inline-block`}>
          {ts('panel.link')}
        </Link>
      </DashboardCard>
    </AdminShell>
  );
}
