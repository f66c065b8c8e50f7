export { CheckoutSuccessPage as default } from '#web/features/billing/pages/checkout-success-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['billing', 'common'] };
