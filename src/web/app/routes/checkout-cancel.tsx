export { CheckoutCancelPage as default } from '#web/features/billing/pages/checkout-cancel-page';
