// /child/parent-can-see: what the child's parent sees (the child's session, its language, is the frame's loader's).
export { ParentSeesPage as default } from '#web/features/child-mode/pages/parent-sees-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common'] };
