export { NotFoundPage as default } from '#web/features/site/pages/not-found-page';
