// Every background job of the app, in one list. Add a feature's jobs here.
import { csvImportJob } from '#server/bulk-import';
import { CATALOG_JOBS } from '#server/catalog';
import { CHILD_MODE_JOBS } from '#server/child-mode';
import { CREATOR_STUDIO_JOBS } from '#server/creator-studio';
import { demoVideosJob } from '#server/db/seed/demo-videos.job';
import { ENGAGEMENT_JOBS } from '#server/engagement';
import type { JobDefinition } from '#server/jobs/job-queue';
import { ADMIN_ALERT_JOBS } from '#server/site-settings';
import { TUTOR_JOBS } from '#server/tutor';
import { transcodeJob, uploadsSweepJob } from '#server/uploads';
import { youtubeAutoSyncJob } from '#server/youtube-sync';

export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  ...CATALOG_JOBS,
  ...CHILD_MODE_JOBS,
  ...ENGAGEMENT_JOBS,
  youtubeAutoSyncJob,
  csvImportJob,
  ...CREATOR_STUDIO_JOBS,
  transcodeJob,
  uploadsSweepJob,
  demoVideosJob,
  ...ADMIN_ALERT_JOBS,
  ...TUTOR_JOBS,
];
