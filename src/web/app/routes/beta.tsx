export { mailingListAction as action } from '#web/features/outreach';
export { BetaPage as default } from '#web/features/site/pages/beta-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common', 'site'] };
