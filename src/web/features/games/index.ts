// What child mode and the TV use from the games: the visitors' pages and the game components (they take the
// host's GameHostProps).

export {
  type ConnectionsControlProps,
  type ConnectionsControls,
  ConnectionsGame,
  ConnectionsPage,
} from './connections';
export { SnakePage } from './pages/snake-page';
export { TetrisPage } from './pages/tetris-page';
export { SnakeGame } from './snake/snake-game';
export { TetrisGame } from './tetris/tetris-game';
