export { AdminMessagesPage as default } from '#web/features/outreach/pages/admin-messages-page';
