// The uploads feature's public surface: app.ts (routes), job-definitions.ts (the transcoding job), app-deps.ts (the
// runtime and the tus server, made at start-up), content and account deletion
// (contentUploadIds, userUploadIds, deleteUploads), the test harness, the bench, the demo library's videos
// (importLocalVideo) and start-up's claim on local staging (holdLocalStaging).
export { holdLocalStaging, type LocalStagingClaim, LocalStagingInUseError } from './local-staging';
export { createTusServer } from './tus';
export { transcodeJob, uploadsSweepJob } from './uploads.jobs';
export { uploadsRoutes } from './uploads.routes';
export {
  contentUploadIds,
  createUploadsRuntime,
  deleteUploads,
  importLocalVideo,
  recoverInterruptedTranscodes,
  runTranscode,
  sweepUploads,
  userUploadIds,
} from './uploads.service';
