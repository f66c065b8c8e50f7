export { ChildConnectionsPage as default } from './child-game-pages';
