// /tv/child/parent-can-see: what the child's parent sees, on the child's TV (the session is the frame's loader's).
export { TvChildParentSeesPage as default } from '#web/features/tv/pages/tv-child-pages';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'tv'] };
