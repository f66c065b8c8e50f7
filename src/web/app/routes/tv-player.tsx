export { TvPlayerPage as default } from '#web/features/tv/pages/tv-player-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'domain', 'tv', 'video'] };
