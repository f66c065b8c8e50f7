export {
  ForgotPasswordPage as default,
  forgotPasswordAction as action,
} from '#web/features/auth/pages/forgot-password-page';
