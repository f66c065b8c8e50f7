export { AdminContentAllPage as default } from '#web/features/admin/pages/admin-content-all-page';
