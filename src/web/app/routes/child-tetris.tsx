export { ChildTetrisPage as default } from './child-game-pages';
