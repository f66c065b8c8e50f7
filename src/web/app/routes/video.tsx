export { VideoPage as default } from '#web/features/video/pages/video-page';
