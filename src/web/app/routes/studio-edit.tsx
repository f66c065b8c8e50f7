export { StudioEditPage as default } from '#web/features/creator-studio/pages/studio-edit-page';
