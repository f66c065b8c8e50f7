// /api/me (and its interface language, PUT /api/me/locale), /api/profile, /api/profiles/:userId and the set-up steps of parents and creators.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
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

export const accountsMeRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'signedIn' }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMe(c.get('deps').db, await requireUserFrom(c)));
  })
  .post('/role', access({ audience: 'signedIn' }), async (c) => {
    const { role } = parseOrThrow(chooseRoleSchema, await readJson(c));
    return c.json(await chooseRole(c.get('deps'), await requireUserFrom(c), role));
  })
  .put('/locale', access({ audience: 'signedIn' }), async (c) => {
    const { locale } = parseOrThrow(setLocaleSchema, await readJson(c));
    return c.json(await setOwnLocale(c.get('deps').db, await requireUserFrom(c), locale));
  })
  .post('/onboarding-complete', access({ audience: 'signedIn' }), async (c) => {
    await completeOnboarding(c.get('deps').db, await requireUserFrom(c));
    return c.body(null, 204);
  })
  .delete('/', access({ audience: 'signedIn', destructive: true }), async (c) => {
    const input = parseOrThrow(deleteAccountSchema, await readJson(c));
    await deleteAccount(c.get('deps'), await requireUserFrom(c), input.password);
    return c.body(null, 204);
  });

export const accountsProfileRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'signedIn' }), async (c) =>
    c.json(await getOrCreateOwnProfile(c.get('deps').db, await requireUserFrom(c))),
  )
  .put('/', access({ audience: 'signedIn' }), async (c) => {
    const input = parseOrThrow(profileUpdateSchema, await readJson(c));
    const profile = await updateOwnProfile(c.get('deps').db, await requireUserFrom(c), input);
    return c.json({ profile, message: 'Profile updated successfully' });
  });

export const accountsProfilesRoutes = new Hono<AppEnv>().get(
  '/:userId',
  access({ audience: 'public', param: 'creatorUser' }),
  async (c) => c.json(await getPublicProfile(c.get('deps').db, c.req.param('userId'))),
);

export const accountsParentRoutes = new Hono<AppEnv>()
  .put('/content-preferences', access({ audience: 'parent' }), async (c) => {
    const { categories } = parseOrThrow(contentPreferencesSchema, await readJson(c));
    await setContentPreferences(c.get('deps').db, await requireUserFrom(c), categories);
    return c.json({ categories });
  })
  .post('/setup-complete', access({ audience: 'parent' }), async (c) =>
    c.json(await completeParentSetup(c.get('deps').db, await requireUserFrom(c))),
  );

export const accountsCreatorRoutes = new Hono<AppEnv>().post(
  '/setup',
  access({ audience: 'creator' }),
  async (c) => {
    const input = parseOrThrow(creatorSetupSchema, await readJson(c));
    return c.json(await completeCreatorSetup(c.get('deps'), await requireUserFrom(c), input));
  },
);
