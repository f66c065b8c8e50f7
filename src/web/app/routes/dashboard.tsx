export { DashboardRedirectPage as default } from '#web/features/dashboards/pages/dashboard-redirect-page';
