// The transcoding job (pg-boss): one upload per job, TRANSCODE_CONCURRENCY workers, retried by the queue.
import type { JobDefinition } from '#server/jobs/job-queue';
import { runTranscode, sweepUploads, TRANSCODE_JOB, TRANSCODE_RETRY_LIMIT } from './uploads.service';

function uploadIdFrom(data: object): string {
  const id = (data as { uploadId?: unknown }).uploadId;
  if (typeof id !== 'string') throw new Error('transcode job without an uploadId');
  return id;
}

export const transcodeJob: JobDefinition = {
  name: TRANSCODE_JOB,
  retryLimit: TRANSCODE_RETRY_LIMIT,
  workers: (env) => env.TRANSCODE_CONCURRENCY,
  // ffmpeg's own wall-clock cap, plus probing the file and writing the renditions to storage.
  maxSeconds: (env) => (env.TRANSCODE_MAX_MINUTES + 15) * 60,
  handler: async (data, deps, job) => runTranscode(deps, uploadIdFrom(data), job?.id ?? null),
};

/** Daily: files of deleted items and abandoned uploads (decision 021-c). */
export const uploadsSweepJob: JobDefinition = {
  name: 'uploads.sweep',
  policy: 'singleton',
  cron: '23 3 * * *',
  handler: async (_data, deps) => {
    await sweepUploads(deps);
  },
};
