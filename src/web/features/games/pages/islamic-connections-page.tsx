// The route chunk of /games/islamic-connections (app/router loads games/pages/* lazily); the page is Connections'.
export { ConnectionsPage as IslamicConnectionsPage } from '../connections/pages/connections-page';
