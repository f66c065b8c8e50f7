export { forgotPasswordAction as action, ForgotPasswordPage as default } from '#web/features/auth/pages/forgot-password-page';
