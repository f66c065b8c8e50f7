export { AuthCallbackPage as default } from '#web/features/auth/pages/auth-callback-page';
