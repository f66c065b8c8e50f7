export { ChildVideoPage as default } from '#web/features/child-mode/pages/child-video-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain', 'video'] };
