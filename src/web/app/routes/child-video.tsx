export { ChildVideoPage as default } from '#web/features/child-mode/pages/child-video-page';
