export { CreatorSetupPage as default } from '#web/features/creator-setup/pages/creator-setup-page';
