// /dashboard/admin/content: Content Management — the latest items with the edit modal, the screening word
// lists admins can extend, and the moderation audit log.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminShell } from '#web/components/admin-shell';
import { ErrorBanner } from '#web/components/banner';
import { DashboardCard } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useAdminContent } from '../api/get-admin-content';
import { AuditLogPanel } from '../components/audit-log-panel';
import { ContentTable } from '../components/content-table';
import { ScreeningTermsPanel } from '../components/screening-terms-panel';

export function AdminContentPage() {
  const content = useAdminContent('all', 1);
  const { t } = useTranslation('admin');
  return (
    <AdminShell title={t('contentPage.title')}>
      <DashboardCard title={t('contentPage.latestTitle')} headingId="latest-content-heading">
        {content.isPending ? (
          <LoadingState label={t('notes.loadingContent')} />
        ) : content.isError ? (
          <ErrorBanner>{errorMessage(content.error)}</ErrorBanner>
        ) : content.data.items.length === 0 ? (
          <p>{t('contentPage.noContent')}</p>
        ) : (
          <div className="space-y-3">
            <ContentTable items={content.data.items} caption={t('contentPage.latestCaption')} />
            <Link to="/dashboard/admin/content/all" className={TEXT_LINK}>
              {t('contentPage.viewAll', { total: content.data.total })}
            </Link>
          </div>
        )}
      </DashboardCard>
      <DashboardCard title={t('contentPage.screeningTitle')} headingId="screening-heading">
        <ScreeningTermsPanel />
      </DashboardCard>
      <DashboardCard title={t('contentPage.auditTitle')} headingId="audit-heading">
        <AuditLogPanel />
      </DashboardCard>
    </AdminShell>
  );
}
