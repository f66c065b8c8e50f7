// /api/admin/youtube-channels (link a channel), /api/admin/youtube-sync (run a sync) and its auto-sync settings.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { autoSyncSchema, channelLinkSchema, syncRequestSchema } from '#shared/youtube-sync.schema';
import { autoSyncState, linkChannel, setAutoSync, syncAll, syncChannel } from './youtube-sync.service';

export const youtubeChannelsRoutes = new Hono<AppEnv>().post(
  '/',
  access({ audience: 'admin' }),
  async (c) => {
    const input = parseOrThrow(channelLinkSchema, await readJson(c));
    const user = await requireUserFrom(c);
    return c.json(await linkChannel(c.get('deps').db, user.id, input.creatorId, input.channelId));
  },
);

export const youtubeSyncRoutes = new Hono<AppEnv>()
  .post('/', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(syncRequestSchema, await readJson(c));
    const user = await requireUserFrom(c);
    const deps = c.get('deps');
    if (input.action === 'channel') return c.json(await syncChannel(deps, user.id, input));
    return c.json(await syncAll(deps, user.id, input.maxPages));
  })
  .get('/settings', access({ audience: 'admin' }), async (c) => c.json(await autoSyncState(c.get('deps'))))
  .put('/settings', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(autoSyncSchema, await readJson(c));
    const user = await requireUserFrom(c);
    return c.json(await setAutoSync(c.get('deps'), user.id, input));
  });
