// Generated images: thumbnails of published items and initials avatars.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { PORTRAIT_SOURCE_TYPES } from '../../shared/domain';
import { isUuid } from '../../shared/ids';
import { content } from '../db/schema/content';
import type { AppEnv } from '../http/app-env';
import { notFound, parseOrThrow } from '../http/app-error';
import { avatarSvg, thumbnailSvg } from './svg-art';

const avatarQuery = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long'),
});

function svgResponse(svg: string, maxAgeSeconds: number) {
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${maxAgeSeconds}`,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

export const mediaRoutes = new Hono<AppEnv>()
  .get('/thumbnails/:file', async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    if (!isUuid(id)) throw notFound('Thumbnail not found');
    const [row] = await c
      .get('deps')
      .db.select({ title: content.title, category: content.category, sourceType: content.sourceType })
      .from(content)
      .where(and(eq(content.id, id), eq(content.status, 'published')))
      .limit(1);
    if (!row) throw notFound('Thumbnail not found');
    const portrait = PORTRAIT_SOURCE_TYPES.includes(row.sourceType);
    return svgResponse(thumbnailSvg({ title: row.title, category: row.category, portrait }), 3600);
  })
  .get('/avatar.svg', (c) => {
    const { name } = parseOrThrow(avatarQuery, c.req.query());
    return svgResponse(avatarSvg(name), 86_400);
  });
