// GET /api/feed and GET /api/content/:id (both closed to anonymous visitors while the feed is private).
import { Hono } from 'hono';
import { feedQuerySchema } from '../../shared/feed.schema';
import type { AppEnv } from '../http/app-env';
import { parseOrThrow } from '../http/app-error';
import { getFeedPage, getPublishedContent } from './feed.service';
import { requireFeedAccess } from './feed-visibility';

export const feedRoutes = new Hono<AppEnv>()
  .get('/feed', requireFeedAccess, async (c) => {
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    const page = await getFeedPage(c.get('deps').db, query);
    c.header('Cache-Control', 'no-store');
    return c.json(page);
  })
  .get('/content/:id', requireFeedAccess, async (c) => {
    const item = await getPublishedContent(c.get('deps').db, c.req.param('id'));
    return c.json(item);
  });
