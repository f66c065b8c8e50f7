export { ChildSnakePage as default } from './child-game-pages';
