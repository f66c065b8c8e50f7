export { ChildIndexPage as default } from '#web/features/child-mode/pages/child-index-page';
