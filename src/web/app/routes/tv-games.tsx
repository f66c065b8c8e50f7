export { TvGamesPage as default } from '#web/features/tv/pages/tv-games-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'connections', 'dashboards', 'games', 'tv'] };
