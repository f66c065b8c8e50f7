export { UpgradePage as default } from '#web/features/site/pages/premium-pages';
