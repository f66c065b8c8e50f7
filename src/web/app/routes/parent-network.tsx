export { parentNetworkAction as action } from '#web/features/outreach';
export { ParentNetworkPage as default } from '#web/features/outreach/pages/parent-network-page';
