// /api/parent/prayer-times (parent only): the family's prayer-pause settings with today's times, and saving them.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { prayerSettingsSchema } from '#shared/prayer-times';
import { prayerTimesView, updatePrayerSettings } from './prayer-times.service';

export const prayerTimesRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'parent' }), async (c) =>
    c.json(await prayerTimesView(c.get('deps').db, await requireUserFrom(c))),
  )
  .put('/', access({ audience: 'parent' }), async (c) => {
    const input = parseOrThrow(prayerSettingsSchema, await readJson(c));
    const parent = await requireUserFrom(c);
    return c.json(await updatePrayerSettings(c.get('deps').db, parent, input));
  });
