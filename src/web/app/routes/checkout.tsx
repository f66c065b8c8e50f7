// /checkout: the family's plan (which decides what the page says), read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { billingStatusQueryOptions } from '#web/features/billing';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(billingStatusQueryOptions(api)));
}

export { CheckoutPage as default } from '#web/features/billing/pages/checkout-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['billing', 'common'] };
