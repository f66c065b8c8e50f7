// Islamic Connections inside the games feature: the game a host page embeds (child mode passes
// GameHostProps), the visitors' page and the admins' puzzle screen (both loaded lazily through games/pages/).
export {
  type ConnectionsControlProps,
  type ConnectionsControls,
  ConnectionsGame,
} from './components/connections-game';
export { ConnectionsPage } from './pages/connections-page';
