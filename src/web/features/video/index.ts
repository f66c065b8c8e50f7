// The video feature's public surface. Used by child-mode (the same player on /child/video/:id) and profile
// ('Latest Videos' on a creator's public profile). The video page loads lazily from app/router.

export { prefetchContent } from './api/prefetch-content';
export { FileVideo } from './components/file-video';
export { LatestVideos } from './components/latest-videos';
export { VideoPlayer } from './components/video-player';
export { dropBootPlayer } from './lib/boot-page';
export { type ProgressReporter, useWatchProgress } from './lib/use-watch-progress';
