// /dashboard/admin/upload: the Video Upload Manager — one YouTube link at a time, or many from a CSV file.
import { DashboardCard } from '#web/features/dashboards';
import { AdminShell } from '../components/admin-shell';
import { BulkUploadPanel } from '../components/bulk-upload-panel';
import { UploadForm } from '../components/upload-form';

export function AdminUploadPage() {
  return (
    <AdminShell title="Video Upload Manager" intro="New videos start as pending and wait for moderation.">
      <DashboardCard title="Upload a video link" headingId="upload-heading">
        <UploadForm />
      </DashboardCard>
      <DashboardCard title="Bulk CSV upload" headingId="bulk-upload-heading">
        <BulkUploadPanel />
      </DashboardCard>
    </AdminShell>
  );
}
