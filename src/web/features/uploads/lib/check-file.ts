// The browser's own first look at a chosen file ('Checking video...'): size, emptiness, and — when the browser can
// read it — duration and resolution, so a family on a slow connection is not made to upload a file the server
// will refuse. The server checks everything again by content.
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_HEIGHT,
  UPLOAD_MAX_SECONDS,
  UPLOAD_MAX_WIDTH,
  UPLOAD_MESSAGES,
} from '#shared/uploads';

const VIDEO_NAME = /\.(mp4|m4v|mov|avi|webm)$/i;

export async function checkVideoFile(file: File): Promise<string | null> {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!file.type.startsWith('video/') && !VIDEO_NAME.test(file.name)) return UPLOAD_MESSAGES.invalidType;
  const meta = await readMetadata(file);
  if (!meta) return null;
  if (meta.duration > UPLOAD_MAX_SECONDS) return UPLOAD_MESSAGES.tooLong;
  const long = Math.max(meta.width, meta.height);
  const short = Math.min(meta.width, meta.height);
  if (long > UPLOAD_MAX_WIDTH || short > UPLOAD_MAX_HEIGHT) return UPLOAD_MESSAGES.resolution;
  return null;
}

function readMetadata(file: File): Promise<{ duration: number; width: number; height: number } | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: { duration: number; width: number; height: number } | null) => {
      window.clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(value);
    };
    const timer = window.setTimeout(() => done(null), 5000);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      done({ duration: video.duration, width: video.videoWidth, height: video.videoHeight });
    video.onerror = () => done(null);
    video.src = url;
  });
}
