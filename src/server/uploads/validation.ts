// Validation by content (spec §5, its messages verbatim): the first bytes name the container, ffprobe reads the
// streams; the name and the declared type are never trusted. Order: empty, size, container, readable video stream,
// duration, resolution.

import { stat } from 'node:fs/promises';
import type { MessageKey } from '#shared/message-key';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_HEIGHT,
  UPLOAD_MAX_SECONDS,
  UPLOAD_MAX_WIDTH,
  UPLOAD_MESSAGES,
  type UploadContainer,
} from '#shared/uploads';
import { type DecodedMedia, type FfmpegTools, type ProbeResult, probeVideo, sniffContainer } from './ffmpeg';

export type Verdict =
  | { ok: true; container: UploadContainer; probe: ProbeResult }
  | { ok: false; message: MessageKey };

/** Landscape up to 1920×1080, portrait up to 1080×1920 (a phone held upright is still "1080p"). */
export function withinResolution(width: number, height: number): boolean {
  return Math.max(width, height) <= UPLOAD_MAX_WIDTH && Math.min(width, height) <= UPLOAD_MAX_HEIGHT;
}

export async function validateVideoFile(tools: FfmpegTools, filePath: string): Promise<Verdict> {
  const { size } = await stat(filePath);
  if (size === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (size > UPLOAD_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const container = await sniffContainer(filePath);
  if (!container) return { ok: false, message: UPLOAD_MESSAGES.invalidType };
  const probe = await probeVideo(tools, filePath);
  if (!probe) return { ok: false, message: UPLOAD_MESSAGES.unreadable };
  if (probe.durationSeconds > UPLOAD_MAX_SECONDS) return { ok: false, message: UPLOAD_MESSAGES.tooLong };
  if (!withinResolution(probe.width, probe.height)) return { ok: false, message: UPLOAD_MESSAGES.resolution };
  return { ok: true, container, probe };
}

/**
 * The same limits on what the decoder gives while transcoding (a header can claim 5 s for 40 minutes, or 320×240
 * for 4K frames): the spec's message, or null.
 */
export function decodedRefusal(decoded: DecodedMedia): string | null {
  if (decoded.seconds > UPLOAD_MAX_SECONDS) return UPLOAD_MESSAGES.tooLong;
  if (decoded.width > 0 && !withinResolution(decoded.width, decoded.height))
    return UPLOAD_MESSAGES.resolution;
  return null;
}
