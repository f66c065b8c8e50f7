export { SignInPage as default, signInAction as action } from '#web/features/auth/pages/sign-in-page';
