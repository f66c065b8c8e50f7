export { FeedPage as default } from '#web/features/feed/pages/feed-page';
