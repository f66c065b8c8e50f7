export { OnboardingPage as default } from '#web/features/onboarding/pages/onboarding-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'child-mode', 'common', 'onboarding'] };
