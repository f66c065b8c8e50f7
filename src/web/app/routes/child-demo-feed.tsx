export { ChildDemoFeedPage as default } from '#web/features/child-mode/pages/child-demo';
