export { ConnectionsAdminPage as default } from '#web/features/games/pages/connections-admin-page';
