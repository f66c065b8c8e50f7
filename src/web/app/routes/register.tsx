export { RegisterPage as default } from '#web/features/auth/pages/register-page';
