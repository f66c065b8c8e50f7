export { PendingContentPage as default } from '#web/features/family/pages/pending-content-page';
