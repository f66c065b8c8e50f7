export { AdminWaitlistPage as default } from '#web/features/outreach/pages/admin-waitlist-page';
