// The uploads feature's public surface: app.ts (routes), jobs/job-definitions.ts (the transcoding job),
// index.ts (interrupted transcodes recovered at start-up), content and account deletion (contentUploadIds,
// userUploadIds, deleteUploads), the test harness, the bench and the demo library's videos (importLocalVideo).
export { transcodeJob, uploadsSweepJob } from './uploads.jobs';
export { uploadsRoutes } from './uploads.routes';
export {
  contentUploadIds,
  deleteUploads,
  importLocalVideo,
  recoverInterruptedTranscodes,
  runTranscode,
  sweepUploads,
  uploadsRuntime,
  userUploadIds,
} from './uploads.service';
