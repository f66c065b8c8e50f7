export { StudioVideosPage as default } from '#web/features/creator-studio/pages/studio-videos-page';
