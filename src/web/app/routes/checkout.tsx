export { CheckoutPage as default } from '#web/features/billing/pages/checkout-page';
