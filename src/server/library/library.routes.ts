// The TV library over HTTP: /api/library/* for a signed-in user, /api/child/library/* for the child
// credential (screen time and the child's rules enforced on every call, like the rest of /api/child/*).
import { type Context, Hono } from 'hono';
import { type Audience, access, policyFor, requireActiveChild, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { saveProgressSchema } from '#shared/library.schema';
import type { LibraryOwner } from './library.repo';
import { libraryOf, saveProgress, setWatchLater } from './library.service';

async function userCaller(c: Context<AppEnv>) {
  const user = await requireUserFrom(c);
  return { owner: { userId: user.id } as LibraryOwner, policy: null };
}

async function childCaller(c: Context<AppEnv>) {
  const context = await requireActiveChild(c);
  return { owner: { childId: context.child.id } as LibraryOwner, policy: policyFor(context) };
}

function libraryRoutesFor(
  audience: Extract<Audience, 'signedIn' | 'child'>,
  caller: typeof userCaller | typeof childCaller,
) {
  const own = access({ audience });
  const item = access({ audience, param: 'publishedContent' });
  return new Hono<AppEnv>()
    .get('/', own, async (c) => {
      const { owner, policy } = await caller(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await libraryOf(c.get('deps').db, owner, policy));
    })
    .put('/watch-later/:id', item, async (c) => {
      const { owner, policy } = await caller(c);
      await setWatchLater(c.get('deps').db, owner, policy, c.req.param('id'), true);
      return c.json({ ok: true });
    })
    .delete('/watch-later/:id', item, async (c) => {
      const { owner, policy } = await caller(c);
      await setWatchLater(c.get('deps').db, owner, policy, c.req.param('id'), false);
      return c.json({ ok: true });
    })
    .put('/progress/:id', item, async (c) => {
      const { owner, policy } = await caller(c);
      const input = parseOrThrow(saveProgressSchema, await readJson(c));
      await saveProgress(c.get('deps').db, owner, policy, c.req.param('id'), input);
      return c.json({ ok: true });
    });
}

/** The signed-in user's library, mounted at /api/library. */
export const libraryRoutes = libraryRoutesFor('signedIn', userCaller);

/** The child's library, mounted at /api/child/library (the child credential, like the rest of /api/child/*). */
export const childLibraryRoutes = libraryRoutesFor('child', childCaller);
