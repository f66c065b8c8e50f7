export { ChildFeedPage as default } from '#web/features/child-mode/pages/child-feed-page';
