// A vocals-only soundtrack beside an uploaded video (decision 034-s): what it is called in a master playlist, how
// close its length must be to the video's, who hears it, its messages and the shapes of its routes.
import { z } from 'zod';
import type { ChildValuesFilter } from './content-values';
import { uuidSchema } from './ids';

/** What an upload is: a video (an item's picture and main mix) or a soundtrack beside an item's video. */
export const UPLOAD_KINDS = ['video', 'vocals'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The soundtrack a view played (`content_views.audio_mix`). */
export const AUDIO_MIXES = ['main', 'vocals'] as const;
export type AudioMix = (typeof AUDIO_MIXES)[number];

/**
 * How far a soundtrack's length may be from the video's: an export of the same edit differs by a few frames and an
 * encoder's padding, not by seconds; a longer gap is another edit, whose words would not match the picture.
 */
export const SOUNDTRACK_TOLERANCE_SECONDS = 2;

/** The NAME of each audio rendition in a master playlist; the player finds the vocals mix by this name. */
export const AUDIO_TRACK_NAMES = { main: 'Main mix', vocals: 'Vocals only' } as const satisfies Record<
  AudioMix,
  string
>;

export const SOUNDTRACK_MESSAGES = {
  invalidType: 'soundtrackInvalidFileType',
  noAudio: 'soundtrackHasNoSound',
  length: 'soundtrackLengthMustMatchVideo',
  uploadsOnly: 'soundtrackOnlyForUploadedVideos',
  videoNotReady: 'soundtrackVideoStillProcessing',
  notSoundtrack: 'uploadIsNotSoundtrack',
  soundtrackNotVideo: 'uploadIsSoundtrackNotVideo',
  notFound: 'videoHasNoSoundtrack',
  notReady: 'soundtrackStillProcessing',
  chooseVideo: 'chooseVideoForSoundtrack',
  chooseDecision: 'acceptOrRejectSoundtrack',
} as const;

/**
 * Whether a child hears only the vocals-only mix of an item that has one: the family's values filter stops short of
 * instruments, or the spec's music switch is off.
 */
export function hearsVocalsOnly(child: {
  musicAllowed: boolean;
  valuesFilter: Pick<ChildValuesFilter, 'music'>;
}): boolean {
  return !child.musicAllowed || child.valuesFilter.music !== 'instruments';
}

/** POST /api/uploads/:id/soundtrack — an accepted soundtrack upload goes beside this item's video. */
export const soundtrackAttachSchema = z.object({
  contentId: uuidSchema({ error: SOUNDTRACK_MESSAGES.chooseVideo }),
});

/** POST /api/uploads/soundtracks/:contentId/review — a moderator's answer after listening. */
export const soundtrackReviewSchema = z.object({
  decision: z.enum(['accept', 'reject'], { error: SOUNDTRACK_MESSAGES.chooseDecision }),
});
export type SoundtrackReview = z.infer<typeof soundtrackReviewSchema>;

/** GET /api/uploads/soundtracks/:contentId — an item's soundtrack as its creator and moderators see it. */
export type SoundtrackState = {
  uploadId: string;
  fileName: string;
  status: 'queued' | 'processing' | 'ready' | 'failed' | 'invalid';
  progress: number;
  /** Why it was refused or failed, in English; `errorKey` names it in the errors catalog. */
  error: string | null;
  errorKey?: string;
  durationSeconds: number | null;
  /** A moderator accepted it: children who may not hear instruments hear it. */
  accepted: boolean;
};
