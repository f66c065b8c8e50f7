export { ActivityHistoryPage as default } from '#web/features/family/pages/activity-history-page';
