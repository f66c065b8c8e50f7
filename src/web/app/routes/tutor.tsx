export { TutorPage as default } from '#web/features/site/pages/tutor-page';
