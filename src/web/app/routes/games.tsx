export { GamesPage as default } from '#web/features/games/pages/games-page';
