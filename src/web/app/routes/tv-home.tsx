export { TvHomePage as default } from '#web/features/tv/pages/tv-home-page';
