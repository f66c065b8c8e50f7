// /dashboard/admin/upload: the Video Upload Manager — a video file (resumable, processed to HLS), one YouTube link at
// a time, or many from a CSV file.
import { useTranslation } from 'react-i18next';
import { AdminShell } from '#web/components/admin-shell';
import { DashboardCard } from '#web/components/dashboard-shell';
import { BulkUploadPanel } from '../components/bulk-upload-panel';
import { UploadFileForm, UploadForm } from '../components/upload-form';

export function AdminUploadPage() {
  const { t } = useTranslation('admin');
  const { t: tu } = useTranslation('uploads');
  return (
    <AdminShell title={t('uploadPage.title')} intro={t('uploadPage.intro')}>
      <DashboardCard title={tu('source.uploadFile')} headingId="upload-file-heading">
        <UploadFileForm />
      </DashboardCard>
      <DashboardCard title={t('uploadPage.linkTitle')} headingId="upload-heading">
        <UploadForm />
      </DashboardCard>
      <DashboardCard title={t('dashboard.bulkTitle')} headingId="bulk-upload-heading">
        <BulkUploadPanel />
      </DashboardCard>
    </AdminShell>
  );
}
