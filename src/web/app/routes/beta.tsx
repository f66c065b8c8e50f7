export { BetaPage as default } from '#web/features/site/pages/beta-page';
