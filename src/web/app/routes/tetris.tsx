export { TetrisPage as default } from '#web/features/games/pages/tetris-page';
