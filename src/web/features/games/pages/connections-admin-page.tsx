// The route chunk of /dashboard/admin/games (app/router loads games/pages/* lazily); the page is Connections'.
export { ConnectionsAdminPage } from '../connections/admin/connections-admin-page';
