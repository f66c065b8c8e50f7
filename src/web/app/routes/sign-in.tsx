export { signInAction as action, SignInPage as default } from '#web/features/auth/pages/sign-in-page';
