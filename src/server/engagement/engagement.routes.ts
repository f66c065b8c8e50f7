// Likes, comments, reports, counted views, related and next videos, creators' latest videos: parse and respond.

import { Hono } from 'hono';
import { z } from 'zod';
import { access, currentUser, requireUserFrom } from '#server/access';
import { requireFeedAccess } from '#server/feed';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { clientIp } from '#server/http/client-ip';
import { enforceRateLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { readJson } from '#server/http/read-json';
import { alertAdmins } from '#server/site-settings';
import type {
  CommentsPage,
  CreatorVideos,
  LikeState,
  NextVideo,
  RelatedVideos,
  ViewResult,
} from '#shared/engagement';
import {
  commentInputSchema,
  commentsQuerySchema,
  deviceIdSchema,
  reportInputSchema,
} from '#shared/engagement.schema';
import {
  addComment,
  countView,
  creatorLatestVideos,
  getLikes,
  listComments,
  nextVideoId,
  relatedVideos,
  removeComment,
  reportContent,
  setLiked,
} from './engagement.service';

const viewBodySchema = z.object({
  /** Seconds the player had been visible when the client reported; informational only. */
  duration: z.coerce.number().int().min(0).max(86_400).default(5),
});

export const engagementContentRoutes = new Hono<AppEnv>()
  .get(
    '/:id/likes',
    access({ audience: 'publicCatalog', param: 'publishedContent' }),
    requireFeedAccess,
    async (c) => {
      const state = await getLikes(c.get('deps').db, c.req.param('id'), await currentUser(c));
      c.header('Cache-Control', 'no-store');
      return c.json<LikeState>(state);
    },
  )
  .put('/:id/like', access({ audience: 'signedIn', param: 'publishedContent' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json<LikeState>(await setLiked(c.get('deps').db, c.req.param('id'), user, true));
  })
  .delete('/:id/like', access({ audience: 'signedIn', param: 'publishedContent' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json<LikeState>(await setLiked(c.get('deps').db, c.req.param('id'), user, false));
  })
  .get(
    '/:id/comments',
    access({ audience: 'publicCatalog', param: 'publishedContent' }),
    requireFeedAccess,
    async (c) => {
      const { page } = parseOrThrow(commentsQuerySchema, c.req.query());
      const comments = await listComments(c.get('deps').db, c.req.param('id'), page, await currentUser(c));
      c.header('Cache-Control', 'no-store');
      return c.json<CommentsPage>(comments);
    },
  )
  .post('/:id/comments', access({ audience: 'signedIn', param: 'publishedContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(commentInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.comment, user.id);
    return c.json(await addComment(c.get('deps').db, c.req.param('id'), user, input), 201);
  })
  .post('/:id/reports', access({ audience: 'signedIn', param: 'publishedContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(reportInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.report, user.id);
    const report = await reportContent(c.get('deps').db, c.req.param('id'), user, input);
    // Administrators who asked for it hear of the report by e-mail (Settings → Notifications), without waiting.
    void alertAdmins(c.get('deps'), {
      kind: 'newReport',
      contentId: c.req.param('id'),
      reason: `${input.reason}: ${input.details}`,
    });
    return c.json(report, 201);
  })
  .post(
    '/:id/views',
    access({ audience: 'publicCatalog', param: 'publishedContent' }),
    requireFeedAccess,
    async (c) => {
      const deviceId = parseOrThrow(deviceIdSchema, c.req.header('x-device-id'));
      const body = parseOrThrow(viewBodySchema, await readJson(c));
      const result = await countView(c.get('deps').db, {
        contentId: c.req.param('id'),
        deviceId,
        user: await currentUser(c),
        userAgent: c.req.header('user-agent') ?? null,
        viewDuration: body.duration,
        clientAddress: clientIp(c),
        addressKey: c.get('deps').viewAddressKey,
      });
      return c.json<ViewResult>(result);
    },
  )
  .get(
    '/:id/related',
    access({ audience: 'publicCatalog', param: 'publishedContent' }),
    requireFeedAccess,
    async (c) => {
      const items = await relatedVideos(c.get('deps').db, c.req.param('id'));
      return c.json<RelatedVideos>({ items });
    },
  )
  .get(
    '/:id/next',
    access({ audience: 'publicCatalog', param: 'publishedContent' }),
    requireFeedAccess,
    async (c) => {
      const id = await nextVideoId(c.get('deps').db, c.req.param('id'));
      c.header('Cache-Control', 'no-store');
      return c.json<NextVideo>({ id });
    },
  );

export const engagementCommentsRoutes = new Hono<AppEnv>().delete(
  '/:id',
  access({ audience: 'signedIn', owns: 'comment', adminAnyObject: true }),
  async (c) => {
    const user = await requireUserFrom(c);
    await removeComment(c.get('deps').db, c.req.param('id'), user);
    return c.body(null, 204);
  },
);

export const engagementProfilesRoutes = new Hono<AppEnv>()
  // A list of catalog items: the same door as the feed (child credential 403, private feed 401 for anonymous).
  .get(
    '/:userId/videos',
    access({ audience: 'publicCatalog', param: 'creatorUser' }),
    requireFeedAccess,
    async (c) => {
      const items = await creatorLatestVideos(c.get('deps').db, c.req.param('userId'));
      return c.json<CreatorVideos>({ items });
    },
  );
