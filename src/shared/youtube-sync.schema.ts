// YouTube channel sync: linking a creator to a channel, a one-off sync request, the auto-sync schedule (and the
// cron for each allowed interval), and the auto-sync state the admin sees.
import { z } from 'zod';
import { uuidSchema } from './ids';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { safeText } from './safe-text';

export const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

export const channelLinkSchema = z.object({
  creatorId: safeText({ error: PIPELINE_MESSAGES.channelRequired })
    .trim()
    .min(1, PIPELINE_MESSAGES.channelRequired),
  channelId: safeText({ error: PIPELINE_MESSAGES.channelRequired })
    .trim()
    .min(1, PIPELINE_MESSAGES.channelRequired)
    .regex(YOUTUBE_CHANNEL_ID, PIPELINE_MESSAGES.channelInvalid),
});

export const syncRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('channel'),
      creatorId: uuidSchema({ error: PIPELINE_MESSAGES.creatorNotFound }),
      channelId: safeText({ error: PIPELINE_MESSAGES.channelRequired })
        .trim()
        .min(1, PIPELINE_MESSAGES.channelRequired),
      maxPages: z.number().int().min(1).max(10).default(1),
    }),
    z.object({ action: z.literal('all'), maxPages: z.number().int().min(1).max(10).default(1) }),
  ],
  { error: 'actionChannelAll' },
);
export type SyncRequest = z.input<typeof syncRequestSchema>;

/** Intervals a cron schedule can express exactly (they divide an hour or a day). */
export const AUTO_SYNC_INTERVALS = [5, 10, 15, 20, 30, 60, 120, 180, 240, 360, 720, 1440] as const;

/** The cron (UTC) that runs every `minutes` minutes. */
export function cronForInterval(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  if (minutes < 1440) return `0 */${minutes / 60} * * *`;
  return '0 0 * * *';
}

export const autoSyncSchema = z.object({
  enabled: z.boolean({ error: 'enabledTrueFalse' }),
  intervalMinutes: z
    .number({ error: 'intervalNumberMinutes' })
    .refine((value) => (AUTO_SYNC_INTERVALS as readonly number[]).includes(value), {
      message: 'intervalOneOf',
      params: { intervals: AUTO_SYNC_INTERVALS.join(', ') },
    })
    .optional(),
});

export type AutoSyncState = {
  enabled: boolean;
  intervalMinutes: number;
  lastRunAt: string | null;
  lastResult: { totalInserted?: number; error?: string } | null;
  /** 'youtube-data-api' when YOUTUBE_API_KEY is set, otherwise the public channel feed. */
  source: 'channel-feed' | 'youtube-data-api';
  queueAvailable: boolean;
};
