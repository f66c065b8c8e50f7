export { BenefitsPage as default } from '#web/features/site/pages/premium-pages';
