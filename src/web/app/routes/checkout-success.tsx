export { CheckoutSuccessPage as default } from '#web/features/billing/pages/checkout-success-page';
