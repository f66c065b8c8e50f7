export { ChildrenPage as default } from '#web/features/family/pages/children-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: ['auth', 'billing', 'child-mode', 'children', 'common', 'dashboards', 'domain', 'family'],
};
