// The outreach feature's public surface: the mailing-list form (the landing page and the waitlist
// notice), the cookie banner (app layout), the invitation check (register page) and the admin dashboard's links.
// Pages are loaded lazily by app/router.
export { useInvitation } from './api/get-invitation';
export { OutreachAdminLinks } from './components/admin-frame';
export { CookieConsentBanner } from './components/cookie-consent-banner';
export { MailingListForm } from './components/mailing-list-form';
export { RegistrationModeCard } from './components/registration-mode-card';
export { contactAction, mailingListAction, parentNetworkAction } from './form-actions';
