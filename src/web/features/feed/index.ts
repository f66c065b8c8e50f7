// Public surface of the feed feature. Used by app/router.tsx (the /feed route's loader).
export { prefetchFeed } from './api/prefetch-feed';
