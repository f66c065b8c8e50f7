export { ParentSetupPage as default } from '#web/features/parent-setup/pages/parent-setup-page';
