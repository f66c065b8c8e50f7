// The video feature's public surface. Used by child-mode (the same player on /child/video/:id) and profile
// ('Latest Videos' on a creator's public profile). Its page is the /video/:id route's (app/routes).

export { contentQueryOptions } from './api/get-content';
export { relatedQueryOptions } from './api/get-related';
export { FileVideo } from './components/file-video';
export { LatestVideos } from './components/latest-videos';
export { VideoPlayer } from './components/video-player';
export { type ProgressReporter, useWatchProgress } from './lib/use-watch-progress';
