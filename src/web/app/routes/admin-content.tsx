export { AdminContentPage as default } from '#web/features/admin/pages/admin-content-page';
