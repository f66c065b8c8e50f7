// /dashboard/admin/content: Content Management — the latest items with the edit modal, the screening word
// lists admins can extend, and the moderation audit log.
import { Link } from 'react-router';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { ErrorBanner } from '#web/components/banner';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { DashboardCard } from '#web/features/dashboards';
import { errorMessage } from '#web/lib/api-client';
import { useAdminContent } from '../api/get-admin-content';
import { AdminShell } from '../components/admin-shell';
import { AuditLogPanel } from '../components/audit-log-panel';
import { ContentTable } from '../components/content-table';
import { ScreeningTermsPanel } from '../components/screening-terms-panel';

export function AdminContentPage() {
  const content = useAdminContent('all', 1);
  return (
    <AdminShell title="Content Management">
      <DashboardCard title="Latest content" headingId="latest-content-heading">
        {content.isPending ? (
          <LoadingState label={PIPELINE_MESSAGES.loadingContent} />
        ) : content.isError ? (
          <ErrorBanner>{errorMessage(content.error)}</ErrorBanner>
        ) : content.data.items.length === 0 ? (
          <p>No content yet.</p>
        ) : (
          <div className="space-y-3">
            <ContentTable items={content.data.items} caption="Latest content table" />
            <Link to="/dashboard/admin/content/all" className={TEXT_LINK}>
              View All Content ({content.data.total})
            </Link>
          </div>
        )}
      </DashboardCard>
      <DashboardCard title="Screening word lists" headingId="screening-heading">
        <ScreeningTermsPanel />
      </DashboardCard>
      <DashboardCard title="Moderation log" headingId="audit-heading">
        <AuditLogPanel />
      </DashboardCard>
    </AdminShell>
  );
}
