export { TimeUpPage as default } from '#web/features/child-mode/pages/time-up-page';
