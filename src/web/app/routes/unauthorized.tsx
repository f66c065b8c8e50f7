export { UnauthorizedPage as default } from '#web/features/site/pages/unauthorized-page';
