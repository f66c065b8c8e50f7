export { parentNetworkAction as action } from '#web/features/outreach';
export { ParentNetworkPage as default } from '#web/features/outreach/pages/parent-network-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common', 'outreach'] };
