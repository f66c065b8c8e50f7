// The auth feature's public surface: who is signed in, signing out, choosing a role and the confirm-your-e-mail
// notices, for the other features; the route guard for app/router. Everything else here is private.

export { useChooseRole } from './api/choose-role';
export { meQueryOptions, refreshMe, SIGNED_IN_HINT_KEY, useMe } from './api/get-me';
export { siteQueryOptions } from './api/get-site';
export { useSaveLocale } from './api/save-locale';
export { EMAIL_VERIFIED_PATH } from './api/send-verification-email';
export { useForgetSession, useSignOut } from './api/sign-out';
export { RequireAuth } from './components/require-auth';
export { UnverifiedEmailBanner } from './components/unverified-email-banner';
export { VerifyEmailNotice } from './components/verify-email-notice';
