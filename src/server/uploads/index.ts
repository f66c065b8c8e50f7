// The uploads feature's public surface: app.ts (routes), jobs/job-definitions.ts (the transcoding job),
// index.ts (the start-up check of ffmpeg), content deletion (deleteContentMedia), account deletion (userUploadIds), the test harness, the bench
// and the demo library's videos (importLocalVideo).
export { ffmpegAvailable } from './ffmpeg';
export { playbackMaxHeight } from './playback';
export { diskStorage, type MediaStorage, s3Storage } from './storage';
export { transcodeJob, uploadsSweepJob } from './uploads.jobs';
export { uploadsRoutes } from './uploads.routes';
export {
  contentUploadIds,
  deleteContentMedia,
  deleteUploads,
  importLocalVideo,
  recoverInterruptedTranscodes,
  runTranscode,
  sweepUploads,
  uploadsRuntime,
  userUploadIds,
} from './uploads.service';
