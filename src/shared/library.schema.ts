// The TV library: what the player saves ("continue watching") and the lists the Library screen shows.
import { z } from 'zod';
import type { FeedItem } from './feed.schema';

export const LIBRARY_MESSAGES = {
  invalidPosition: 'sendPlaybackPositionWholeSeconds',
} as const;

/** Longest position we keep: a day (longer values are bad input, not a video). */
const MAX_SECONDS = 86_400;

const seconds = z
  .number({ error: LIBRARY_MESSAGES.invalidPosition })
  .int(LIBRARY_MESSAGES.invalidPosition)
  .min(0, LIBRARY_MESSAGES.invalidPosition)
  .max(MAX_SECONDS, LIBRARY_MESSAGES.invalidPosition);

export const saveProgressSchema = z.object({ positionSeconds: seconds, durationSeconds: seconds });
export type SaveProgress = z.infer<typeof saveProgressSchema>;

/** How many items each list of the Library screen shows. */
export const LIBRARY_LIST_LIMIT = 24;

export type ProgressItem = FeedItem & { positionSeconds: number; durationSeconds: number };

export type Library = {
  continueWatching: ProgressItem[];
  watchLater: FeedItem[];
  /** Videos the user liked (children do not like videos: always empty in child mode). */
  liked: FeedItem[];
};
