export { EmailVerifiedPage as default } from '#web/features/auth/pages/email-verified-page';
