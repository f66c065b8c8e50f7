// The catalog's public surface: the read model of published content (decision 017). Catalog imports no feature.
// Used by feed (pages, items, visibility), child-mode (reads under a child's policy), engagement (rows and item
// mapping for related and creators' videos, feed visibility), media (visibility and policy checks of thumbnails),
// image-proxy (the image allowlist), accounts and parent (image URLs, item mapping for voting), and the test harness;
// its upkeep job runs in the job queue.
export { CATALOG_JOBS, CATALOG_UPKEEP_JOB } from './catalog.jobs';
export { type FeedRow, feedColumns } from './catalog.repo';
export { getFeedPage, getPublishedContent, toFeedItem } from './catalog.service';
export { childContent, childFeedPage, childNext, childRelated, requireAllowed } from './child-policy.service';
export { FeedVisibility } from './feed-visibility';
export {
  allowedImageUrl,
  avatarUrlFor,
  displayImageUrl,
  IMAGE_TYPES,
  type ImageType,
  thumbnailUrlFor,
} from './image-urls';
