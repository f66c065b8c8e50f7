export { ContentPolicyPage as default } from '#web/features/site/pages/legal-pages';
