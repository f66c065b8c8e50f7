// What the router and child mode use from the games: the pages, the two game components (they take the host's
// GameHostProps) and the local high-score helpers.

export {
  type ConnectionsControlProps,
  type ConnectionsControls,
  ConnectionsGame,
  ConnectionsPage,
} from './connections';
export { type HighScore, readHighScores, recordHighScore, type ScoredGame } from './lib/high-scores';
export { useHighScores } from './lib/use-high-scores';
export { GamesPage } from './pages/games-page';
export { SnakePage } from './pages/snake-page';
export { TetrisPage } from './pages/tetris-page';
export { SnakeGame, type SnakeGameProps } from './snake/snake-game';
export { TetrisGame, type TetrisGameProps } from './tetris/tetris-game';
