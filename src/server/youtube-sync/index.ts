// The youtube-sync feature's public surface (everything else in youtube-sync/ is private). Used by app.ts (routes)
// and job-definitions.ts (the auto-sync job).

export { youtubeAutoSyncJob } from './youtube-sync.jobs';
export { youtubeChannelsRoutes, youtubeSyncRoutes } from './youtube-sync.routes';
