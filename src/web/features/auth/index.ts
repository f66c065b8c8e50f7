// The auth feature's public surface: choosing a role, the language kept on the account and the confirm-your-e-mail
// notices; the route guard for app/router. Who is signed in and signing out are web/lib's (session.ts,
// sign-out.ts), which every feature may use; the two names below stay here for the pages' first-render seeds.
// Everything else here is private.

export { useChooseRole } from './api/choose-role';
export { siteQueryOptions } from './api/get-site';
export { useSaveLocale } from './api/save-locale';
export { EMAIL_VERIFIED_PATH } from './api/send-verification-email';
export { RequireAuth } from './components/require-auth';
export { UnverifiedEmailBanner } from './components/unverified-email-banner';
export { VerifyEmailNotice } from './components/verify-email-notice';
