// GET /api/image-proxy?type=youtube-thumbnail|ui-avatar&url=…: allowlisted upstream images, cached, never a broken image.
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, requestLog } from '../http/app-env';
import { AppError, parseOrThrow } from '../http/app-error';
import { allowedImageUrl, IMAGE_TYPES, proxyImage } from './image-proxy.service';

export const IMAGE_PROXY_MESSAGES = {
  invalidType: 'Invalid image type',
  urlRequired: 'Image URL is required',
  hostNotAllowed: 'Image host not allowed',
} as const;

const querySchema = z.object({
  type: z.enum(IMAGE_TYPES, { error: IMAGE_PROXY_MESSAGES.invalidType }),
  url: z
    .string({ error: IMAGE_PROXY_MESSAGES.urlRequired })
    .trim()
    .min(1, IMAGE_PROXY_MESSAGES.urlRequired)
    .max(2048, IMAGE_PROXY_MESSAGES.hostNotAllowed),
});

export const imageProxyRoutes = new Hono<AppEnv>().get('/image-proxy', async (c) => {
  const query = parseOrThrow(querySchema, c.req.query());
  const url = allowedImageUrl(query.type, query.url);
  if (!url) throw new AppError('VALIDATION_FAILED', IMAGE_PROXY_MESSAGES.hostNotAllowed);
  const { db, env } = c.get('deps');
  const log = requestLog(c);
  const image = await proxyImage(
    {
      db,
      env,
      onUpstreamError: (error) => log.debug({ err: error, url: url.toString() }, 'image upstream failed'),
    },
    query.type,
    url,
  );
  return new Response(image.body, {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.body.byteLength),
      'Cache-Control': `public, max-age=${image.maxAgeSeconds}`,
      'X-Image-Source': image.source,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
