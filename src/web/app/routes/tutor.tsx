export { TutorPage as default } from '#web/features/site/pages/tutor-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common', 'site'] };
