export { AboutPage as default } from '#web/features/site/pages/about-page';
