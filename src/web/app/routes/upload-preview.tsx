export { UploadPreviewPage as default } from '#web/features/uploads/pages/upload-preview-page';
