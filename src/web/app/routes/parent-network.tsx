export { ParentNetworkPage as default } from '#web/features/outreach/pages/parent-network-page';
