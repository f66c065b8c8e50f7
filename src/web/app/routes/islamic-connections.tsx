export { IslamicConnectionsPage as default } from '#web/features/games/pages/islamic-connections-page';
