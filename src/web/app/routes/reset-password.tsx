export { ResetPasswordPage as default } from '#web/features/auth/pages/reset-password-page';
