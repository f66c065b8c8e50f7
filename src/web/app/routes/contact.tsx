export { contactAction as action } from '#web/features/outreach';
export { ContactPage as default } from '#web/features/outreach/pages/contact-page';
