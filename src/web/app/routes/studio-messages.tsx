export { StudioMessagesPage as default } from '#web/features/creator-studio/pages/studio-messages-page';
