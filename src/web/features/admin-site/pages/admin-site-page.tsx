// /dashboard/admin/site: what admins curate on the landing page — the featured video and the testimonials.
import { useTranslation } from 'react-i18next';
import { AdminShell } from '#web/components/admin-shell';
import { FeaturedPanel } from '../components/featured-panel';
import { TestimonialsPanel } from '../components/testimonials-panel';

export function AdminSitePage() {
  const { t } = useTranslation('admin-site');
  return (
    <AdminShell title={t('title')} intro={t('intro')}>
      <FeaturedPanel />
      <TestimonialsPanel />
    </AdminShell>
  );
}
