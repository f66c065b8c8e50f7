export { SubmitPage as default } from '#web/features/submissions/pages/submit-page';
