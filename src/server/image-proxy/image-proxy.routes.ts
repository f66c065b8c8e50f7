// GET /api/image-proxy?type=youtube-thumbnail|ui-avatar&url=…: allowlisted upstream images, cached, never a broken image.
// Content thumbnails follow the visibility of the item they show; avatars stay public.
import { Hono } from 'hono';
import { z } from 'zod';
import { access } from '#server/access';
import { allowedImageUrl, IMAGE_TYPES } from '#server/catalog';
import { type AppEnv, requestLog } from '#server/http/app-env';
import { AppError, parseOrThrow } from '#server/http/app-error';
import {
  findImageSubjectByYoutubeVideoId,
  type ImageSubject,
  imageCacheControl,
  requireContentImageAccess,
} from '#server/media';
import { createImageCache, proxyImage, youtubeVideoIdOf } from './image-proxy.service';

export const IMAGE_PROXY_MESSAGES = {
  invalidType: 'imageTypeInvalid',
  urlRequired: 'imageUrlRequired',
  hostNotAllowed: 'imageHostNotAllowed',
} as const;

const querySchema = z.object({
  type: z.enum(IMAGE_TYPES, { error: IMAGE_PROXY_MESSAGES.invalidType }),
  url: z
    .string({ error: IMAGE_PROXY_MESSAGES.urlRequired })
    .trim()
    .min(1, IMAGE_PROXY_MESSAGES.urlRequired)
    .max(2048, IMAGE_PROXY_MESSAGES.hostNotAllowed),
});

/** The route, with its own account of the disk cache's size (made once per app, at start-up). */
export function imageProxyRoutes() {
  const cache = createImageCache();
  return new Hono<AppEnv>().get('/', access({ audience: 'public' }), async (c) => {
    const query = parseOrThrow(querySchema, c.req.query());
    const url = allowedImageUrl(query.type, query.url);
    if (!url) throw new AppError('VALIDATION_FAILED', IMAGE_PROXY_MESSAGES.hostNotAllowed);
    const { db, env } = c.get('deps');
    let item: ImageSubject | undefined;
    let shareable = true;
    if (query.type === 'youtube-thumbnail') {
      // Only content thumbnails come through here: the item the video id names decides who may see it (a URL that
      // names none of our items is YouTube's own image, still closed while the feed is private and in child mode).
      const videoId = youtubeVideoIdOf(url);
      item = videoId ? await findImageSubjectByYoutubeVideoId(db, videoId) : undefined;
      ({ shareable } = await requireContentImageAccess(c, item));
    }
    const log = requestLog(c);
    const image = await proxyImage(
      {
        env,
        cache,
        onUpstreamError: (error) => log.debug({ err: error, url: url.toString() }, 'image upstream failed'),
      },
      query.type,
      url,
      item,
    );
    return new Response(image.body, {
      headers: {
        'Content-Type': image.contentType,
        'Content-Length': String(image.body.byteLength),
        'Cache-Control': imageCacheControl(shareable, image.maxAgeSeconds),
        'X-Image-Source': image.source,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  });
}
