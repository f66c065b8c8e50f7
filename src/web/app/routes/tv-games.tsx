export { TvGamesPage as default } from '#web/features/tv/pages/tv-games-page';
