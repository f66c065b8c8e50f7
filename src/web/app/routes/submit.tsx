export { SubmitPage as default } from '#web/features/submissions/pages/submit-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'domain', 'submissions', 'uploads', 'video'] };
