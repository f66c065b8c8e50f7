export { TvVideosPage as default } from '#web/features/tv/pages/tv-videos-page';
