// /api/me (and its interface language, PUT /api/me/locale), /api/profile, /api/profiles/:userId and the set-up steps of parents and creators.
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { requireRole, requireUser, requireUserFrom } from '#server/http/session';
import {
  chooseRoleSchema,
  contentPreferencesSchema,
  creatorSetupSchema,
  deleteAccountSchema,
  profileUpdateSchema,
  setLocaleSchema,
} from '#shared/accounts.schema';
import {
  chooseRole,
  completeCreatorSetup,
  completeOnboarding,
  completeParentSetup,
  deleteAccount,
  getMe,
  getOrCreateOwnProfile,
  getPublicProfile,
  setContentPreferences,
  setOwnLocale,
  updateOwnProfile,
} from './accounts.service';

export const accountsRoutes = new Hono<AppEnv>()
  .use('/me', requireUser)
  .use('/me/*', requireUser)
  .use('/profile', requireUser)
  .use('/parent/*', requireRole('parent'))
  .use('/creator/*', requireRole('creator'))
  .get('/me', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMe(c.get('deps').db, await requireUserFrom(c)));
  })
  .post('/me/role', async (c) => {
    const { role } = parseOrThrow(chooseRoleSchema, await readJson(c));
    return c.json(await chooseRole(c.get('deps'), await requireUserFrom(c), role));
  })
  .put('/me/locale', async (c) => {
    const { locale } = parseOrThrow(setLocaleSchema, await readJson(c));
    return c.json(await setOwnLocale(c.get('deps').db, await requireUserFrom(c), locale));
  })
  .post('/me/onboarding-complete', async (c) => {
    await completeOnboarding(c.get('deps').db, await requireUserFrom(c));
    return c.body(null, 204);
  })
  .delete('/me', async (c) => {
    const input = parseOrThrow(deleteAccountSchema, await readJson(c));
    await deleteAccount(c.get('deps'), await requireUserFrom(c), input.password);
    return c.body(null, 204);
  })
  .get('/profile', async (c) =>
    c.json(await getOrCreateOwnProfile(c.get('deps').db, await requireUserFrom(c))),
  )
  .put('/profile', async (c) => {
    const input = parseOrThrow(profileUpdateSchema, await readJson(c));
    const profile = await updateOwnProfile(c.get('deps').db, await requireUserFrom(c), input);
    return c.json({ profile, message: 'Profile updated successfully' });
  })
  .get('/profiles/:userId', async (c) =>
    c.json(await getPublicProfile(c.get('deps').db, c.req.param('userId'))),
  )
  .put('/parent/content-preferences', async (c) => {
    const { categories } = parseOrThrow(contentPreferencesSchema, await readJson(c));
    await setContentPreferences(c.get('deps').db, await requireUserFrom(c), categories);
    return c.json({ categories });
  })
  .post('/parent/setup-complete', async (c) =>
    c.json(await completeParentSetup(c.get('deps').db, await requireUserFrom(c))),
  )
  .post('/creator/setup', async (c) => {
    const input = parseOrThrow(creatorSetupSchema, await readJson(c));
    return c.json(await completeCreatorSetup(c.get('deps'), await requireUserFrom(c), input));
  });
