export { ContactPage as default } from '#web/features/outreach/pages/contact-page';
