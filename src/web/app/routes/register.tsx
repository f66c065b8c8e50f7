export { RegisterPage as default, registerAction as action } from '#web/features/auth/pages/register-page';
