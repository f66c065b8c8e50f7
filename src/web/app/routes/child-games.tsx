export { ChildGamesPage as default } from '#web/features/child-mode/pages/child-games-page';
