export { AdminSitePage as default } from '#web/features/admin-site/pages/admin-site-page';
