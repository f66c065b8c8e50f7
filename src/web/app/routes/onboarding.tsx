export { OnboardingPage as default } from '#web/features/onboarding/pages/onboarding-page';
