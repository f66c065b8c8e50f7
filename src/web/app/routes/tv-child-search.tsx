export { TvChildSearchPage as default } from '#web/features/tv/pages/tv-child-pages';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: ['auth', 'child-mode', 'common', 'connections', 'dashboards', 'domain', 'games', 'tv', 'video'],
};
