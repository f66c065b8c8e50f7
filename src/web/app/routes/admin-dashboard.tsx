export { AdminDashboardPage as default } from '#web/features/admin/pages/admin-dashboard-page';
