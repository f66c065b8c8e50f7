// The uploads feature's public surface: app.ts (routes), job-definitions.ts (the transcoding job), app-deps.ts (the
// runtime and the tus server, made at start-up), content deletion (deleteContentMedia), account deletion
// (userUploadIds), the test harness, the bench and the demo library's videos (importLocalVideo).
export { ffmpegAvailable } from './ffmpeg';
export { playbackMaxHeight } from './playback';
export { diskStorage, type MediaStorage, s3Storage } from './storage';
export { createTusServer, type TusHandler } from './tus';
export { transcodeJob, uploadsSweepJob } from './uploads.jobs';
export { uploadsRoutes } from './uploads.routes';
export {
  contentUploadIds,
  createUploadsRuntime,
  deleteContentMedia,
  deleteUploads,
  importLocalVideo,
  recoverInterruptedTranscodes,
  runTranscode,
  sweepUploads,
  userUploadIds,
} from './uploads.service';
