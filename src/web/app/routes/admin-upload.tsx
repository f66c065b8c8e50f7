export { AdminUploadPage as default } from '#web/features/admin/pages/admin-upload-page';
