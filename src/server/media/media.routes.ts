// Generated images: content thumbnails (visible to whoever may see the item) and initials avatars (public).
import { Hono } from 'hono';
import { z } from 'zod';
import { access } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { notFound, parseOrThrow } from '#server/http/app-error';
import { PORTRAIT_SOURCE_TYPES } from '#shared/domain';
import { isUuid } from '#shared/ids';
import { DEFAULT_LOCALE, isLocale } from '#shared/locales';
import { imageCacheControl, requireContentImageAccess, THUMBNAIL_NOT_FOUND } from './content-image-access';
import { findImageSubjectById } from './media.repo';
import { avatarSvg, thumbnailSvg } from './svg-art';

const avatarQuery = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long'),
});

function svgResponse(svg: string, cacheControl: string) {
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': cacheControl,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

export const mediaRoutes = new Hono<AppEnv>()
  .get('/thumbnails/:file', access({ audience: 'catalogMedia', param: 'contentThumbnail' }), async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    if (!isUuid(id)) throw notFound(THUMBNAIL_NOT_FOUND);
    // The thumbnail shows the item's title: it follows the item's visibility (private feed, child mode, status).
    const subject = await findImageSubjectById(c.get('deps').db, id);
    if (!subject) throw notFound(THUMBNAIL_NOT_FOUND);
    const { shareable } = await requireContentImageAccess(c, subject);
    const portrait = PORTRAIT_SOURCE_TYPES.includes(subject.sourceType);
    // The category is named in the viewer's language (?lang=ar); anything else draws English rather than a 400
    // that would break an <img>. Caches key on the whole URL, so each language is its own entry.
    const lang = c.req.query('lang');
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    return svgResponse(
      thumbnailSvg({ title: subject.title, category: subject.category, portrait, locale }),
      imageCacheControl(shareable, 3600),
    );
  })
  // Initials of a name the caller already has: no content, so it stays public even while the feed is private.
  .get('/avatar.svg', access({ audience: 'public' }), (c) => {
    const { name } = parseOrThrow(avatarQuery, c.req.query());
    return svgResponse(avatarSvg(name), imageCacheControl(true, 86_400));
  });
