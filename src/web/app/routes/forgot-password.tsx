export { ForgotPasswordPage as default } from '#web/features/auth/pages/forgot-password-page';
