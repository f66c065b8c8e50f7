export { TvPlayerPage as default } from '#web/features/tv/pages/tv-player-page';
