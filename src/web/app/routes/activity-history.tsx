export { ActivityHistoryPage as default } from '#web/features/family/pages/activity-history-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'billing', 'children', 'common', 'dashboards', 'family', 'games'] };
