// /dashboard/admin/settings (role admin): the six settings cards in the admin frame.
import { useTranslation } from 'react-i18next';
import { AdminShell } from '#web/components/admin-shell';
import { SettingsCards } from '#web/features/admin-settings';

export function AdminSettingsPage() {
  const { t } = useTranslation('admin-settings');
  return (
    <AdminShell title={t('page.title')} intro={t('page.intro')}>
      <SettingsCards />
    </AdminShell>
  );
}
