export { PricingPage as default } from '#web/features/site/pages/pricing-page';
